// Record checks: JSONL lines (corrupt, glued, unterminated) and every record or JSON file
// against the schema its catalogue entry names, with the generated validators.
import { readFileSync, statSync, truncateSync, unlinkSync, type Stats } from "node:fs";
import { compactRecords, isRecordLine, quarantine, scanLines, splitGlued } from "../state/jsonl.ts";
import { withLock } from "../state/lock.ts";
import { CATALOGUE, kindOf, type StateKind } from "../state/catalogue.ts";
import { load, type SchemaName } from "../schema/generated/index.ts";
import { mismatch } from "../schema/validate.ts";
import { mib, type Report } from "./problem.ts";

/** Non-JSONL files larger than this are reported. */
export const BIG_FILE_BYTES = 64 * 1024 * 1024;
/** JSONL files larger than this are reported but not read line by line. */
const MAX_SCAN_BYTES = 512 * 1024 * 1024;

/** The schema of a state file, from its catalogue entry; undefined for a kind without one. */
export function schemaOf(rel: string): SchemaName | undefined {
  const id = kindOf(rel);
  return id ? (CATALOGUE[id] as StateKind).schema : undefined;
}

export async function checkJsonl(add: Report, full: string, rel: string, st: Stats, jsonlMax: number): Promise<void> {
  if (st.size > jsonlMax) {
    add({
      severity: "warning",
      code: "oversized",
      path: rel,
      message: `${mib(st.size)} MiB, over jsonl_max_bytes (${mib(jsonlMax)} MiB); the next append compacts it`,
    });
  }
  if (st.size > MAX_SCAN_BYTES) {
    add({
      severity: "warning",
      code: "not-scanned",
      path: rel,
      message: `larger than ${mib(MAX_SCAN_BYTES)} MiB; lines not checked`,
    });
    return;
  }
  let text: string;
  try {
    text = readFileSync(full, "utf8");
  } catch (err) {
    add({
      severity: "error",
      code: "unreadable",
      path: rel,
      message: `cannot read (${(err as NodeJS.ErrnoException).code})`,
    });
    return;
  }
  const scan = scanLines(text);
  // One rewrite fixes corrupt, glued and unterminated lines together, whichever problem asks.
  let repaired: Promise<void> | undefined;
  const repair = () => (repaired ??= repairJsonl(full, text));
  if (scan.corrupt.length) {
    add({
      severity: "error",
      code: "corrupt-lines",
      path: rel,
      message: `${scan.corrupt.length} line${scan.corrupt.length === 1 ? " is" : "s are"} not a JSON object (first: line ${scan.firstCorrupt}); --fix moves them to ${rel.split("/").pop()}.corrupt`,
      fix: repair,
    });
  }
  if (scan.glued) {
    add({
      severity: "error",
      code: "glued-lines",
      path: rel,
      message: `${scan.glued} line${scan.glued === 1 ? " holds" : "s hold"} several records glued together (first: line ${scan.firstGlued})`,
      fix: repair,
    });
  }
  if (scan.missingNewline && !scan.corrupt.length && !scan.glued) {
    add({
      severity: "warning",
      code: "no-final-newline",
      path: rel,
      message: "last line has no newline (the next append repairs it)",
      fix: repair,
    });
  }
  const schema = schemaOf(rel);
  if (!schema) return;
  const check = await load[schema]();
  let bad = 0;
  let first = "";
  for (const line of scan.good) {
    const why = mismatch(check, JSON.parse(line));
    if (why) {
      bad++;
      first ||= why;
    }
  }
  if (bad)
    add({
      severity: "error",
      code: "schema",
      path: rel,
      message: `${bad} record${bad === 1 ? " fails" : "s fail"} state-schema/${schema} (first: ${first})`,
    });
}

/**
 * Rewrites the file through the JSONL store's compaction (locked, atomic, keeping appends that
 * race with it), which splits glued records and moves corrupt lines to <file>.corrupt. A torn
 * last line (no newline) is left alone by compaction, which cannot tell it from an append in
 * progress; a finished check saw it whole, so it is quarantined here first.
 */
async function repairJsonl(full: string, text: string) {
  const tail = text.slice(text.lastIndexOf("\n") + 1);
  if (tail.trim() && !isRecordLine(tail.trim()) && !splitGlued(tail.trim())) {
    await withLock(full, () => {
      // Only if it is still the file's last line: a writer may have finished it since.
      if (readFileSync(full, "utf8").endsWith(tail)) {
        quarantine(full, [tail]);
        truncateSync(full, statSync(full).size - Buffer.byteLength(tail));
      }
    });
  }
  await compactRecords(full, (records) => records);
}

export async function checkJson(add: Report, full: string, rel: string, st: Stats): Promise<void> {
  if (st.size > BIG_FILE_BYTES) return;
  const id = kindOf(rel);
  // A cache is recomputed, so a broken one may go.
  const fix = id && CATALOGUE[id].cache ? () => unlinkSync(full) : undefined;
  let v: unknown;
  try {
    v = JSON.parse(readFileSync(full, "utf8"));
  } catch {
    add({ severity: "error", code: "corrupt-json", path: rel, message: "not valid JSON", fix });
    return;
  }
  const schema = schemaOf(rel);
  if (!schema) return;
  const why = mismatch(await load[schema](), v);
  if (why) add({ severity: "error", code: "schema", path: rel, message: `fails state-schema/${schema} (${why})`, fix });
}
