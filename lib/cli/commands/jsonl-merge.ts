import type { Command } from "../command.ts";
import { parseArgs } from "../args.ts";
import { ioError, usage } from "../errors.ts";
import { readFileSync } from "node:fs";
import { writeFileAtomic } from "../../state/fs.ts";

const NL = 0x0a;

interface Entry {
  line: Buffer;
  /** 0: ordered by its ts/timestamp; 1: no usable ts, ordered by the line's SHA-256. */
  group: 0 | 1;
  key: Buffer;
}

function compare(a: Entry, b: Entry): number {
  // Bytes of UTF-8 compare in code point order, the order gstack's merge driver sorts in.
  return a.group - b.group || Buffer.compare(a.key, b.key) || Buffer.compare(a.line, b.line);
}

/**
 * The union of the files' lines, exact duplicates once, blank lines dropped: lines whose JSON
 * object has a string `ts` (else `timestamp`) first, by that value, then the rest by the SHA-256
 * of the line; the line itself breaks ties, so both sides of a merge produce the same file.
 * Works on bytes: a line that is not valid UTF-8 is carried through unchanged.
 */
const CR = 0x0d;

export async function mergeJsonl(files: readonly (Buffer | undefined)[]): Promise<Buffer> {
  const seen = new Set<string>();
  const entries: Entry[] = [];
  let hash: ((b: Buffer) => Buffer) | undefined;
  for (const data of files) {
    if (!data) continue;
    let start = 0;
    while (start < data.length) {
      let end = data.indexOf(NL, start);
      if (end === -1) end = data.length;
      // A CRLF copy of a record (a checkout with autocrlf) is the same record: the CR goes.
      const line = data.subarray(start, end > start && data[end - 1] === CR ? end - 1 : end);
      start = end + 1;
      if (!line.length) continue;
      const id = line.toString("latin1");
      if (seen.has(id)) continue;
      seen.add(id);
      let ts: unknown;
      try {
        const obj = JSON.parse(line.toString("utf8"));
        if (obj && typeof obj === "object" && !Array.isArray(obj)) ts = obj.ts || obj.timestamp;
      } catch { /* not JSON: ordered by hash */ }
      if (typeof ts === "string") entries.push({ line, group: 0, key: Buffer.from(ts) });
      else {
        if (!hash) {
          const { createHash } = await import("node:crypto");
          hash = (b) => Buffer.from(createHash("sha256").update(b).digest("hex"));
        }
        entries.push({ line, group: 1, key: hash(line) });
      }
    }
  }
  entries.sort(compare);
  return Buffer.concat(entries.flatMap((e) => [e.line, Buffer.from("\n")]));
}

function readMaybe(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw ioError(err, `cannot read ${path}`);
  }
}

export default {
  help: `usage: gstack-jsonl-merge <base> <ours> <theirs>

A git merge driver for append-only JSONL files: the union of the three files' lines, exact
duplicates once, ordered by each record's ts (or timestamp), lines without one after them in a
fixed (hash) order. The result replaces <ours> atomically, as git expects of a merge driver.
A missing file counts as empty. Register it with:
  git config merge.jsonl-append.driver "gstack-jsonl-merge %O %A %B"
  echo '*.jsonl merge=jsonl-append' >> .gitattributes
Exit: 0 merged, 2 usage, 3 a file could not be read or written (git then reports a conflict).`,
  async run(io) {
    const p = parseArgs(io.argv, {});
    if (p.positionals.length !== 3) throw usage(`expected 3 arguments (base ours theirs), got ${p.positionals.length}`);
    const [base, ours, theirs] = p.positionals as [string, string, string];
    const merged = await mergeJsonl([readMaybe(base), readMaybe(ours), readMaybe(theirs)]);
    writeFileAtomic(ours, merged);
    return 0;
  },
} satisfies Command;
