import { describe, expect, it } from "vitest";
import { appendFileSync, linkSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { join } from "node:path";
import {
  appendRecord,
  compactRecords,
  encodeRecord,
  MAX_RECORD_BYTES,
  parseLines,
  readRecords,
  readTail,
  scanRecords,
} from "../../lib/state/jsonl.ts";
import { GstackError } from "../../lib/core/errors.ts";
import { KIT, sandbox } from "../helpers/state.ts";

const BUN = join(KIT, "node_modules", ".bin", "bun");

function file(): string {
  const sb = sandbox();
  return join(sb.root, "projects", "p", "x.jsonl");
}

async function scanAll(path: string): Promise<{ records: Record<string, unknown>[]; bad: number }> {
  const records: Record<string, unknown>[] = [];
  const { bad } = await scanRecords(path, (r) => records.push(r));
  return { records, bad };
}

/** Spawns a Bun process that appends records through appendRecord; resolves on exit. */
function appender(path: string, script: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(BUN, [script, path, ...args], { stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("close", (code) => resolve(code ?? -1));
  });
}

function appenderScript(dir: string): string {
  const script = join(dir, "append.ts");
  // Appends records `${tag}-${i}` for i < count, each padded to `bytes` bytes.
  writeFileSync(
    script,
    `
import { appendRecord } from ${JSON.stringify(join(KIT, "lib/state/jsonl.ts"))};
const [path, tag, count, bytes] = process.argv.slice(2);
for (let i = 0; i < Number(count); i++) {
  const id = tag + "-" + i;
  const pad = Math.max(0, Number(bytes) - 40 - id.length);
  appendRecord(path, { id, pad: "x".repeat(pad) });
}
`,
  );
  return script;
}

describe("appendRecord", () => {
  it("writes one line per record in a 0600 file under 0700 folders and returns the size", () => {
    const path = file();
    const size1 = appendRecord(path, { a: 1 });
    const size2 = appendRecord(path, { b: "two\nlines" });
    expect(readFileSync(path, "utf8")).toBe('{"a":1}\n{"b":"two\\nlines"}\n');
    expect(size1).toBe(8);
    expect(size2).toBe(statSync(path).size);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(path, "..")).mode & 0o777).toBe(0o700);
  });

  it("repairs a missing final newline in the same write, and every reader sees every record", async () => {
    const path = file();
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, '{"n":1}\n{"n":2}');
    // Before any append: readers already see the last line.
    expect(readRecords(path).records).toEqual([{ n: 1 }, { n: 2 }]);
    expect(readTail(path).records).toEqual([{ n: 2 }, { n: 1 }]);
    expect((await scanAll(path)).records).toEqual([{ n: 1 }, { n: 2 }]);
    appendRecord(path, { n: 3 });
    expect(readFileSync(path, "utf8")).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
    for (const r of [readRecords(path), await scanAll(path)]) {
      expect(r.records).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(r.bad).toBe(0);
    }
    expect(readTail(path).records).toEqual([{ n: 3 }, { n: 2 }, { n: 1 }]);
  });

  it("rejects records over 1 MiB before writing anything", () => {
    const path = file();
    expect(() => appendRecord(path, { big: "x".repeat(MAX_RECORD_BYTES) })).toThrow(/record: at most 1048576 bytes/);
    expect(() => statSync(path)).toThrow();
    expect(encodeRecord({ fits: "x".repeat(MAX_RECORD_BYTES - 20) }).length).toBeLessThanOrEqual(MAX_RECORD_BYTES);
  });

  it("refuses to write through a symlink", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    const target = join(sb.work, "elsewhere.jsonl");
    writeFileSync(target, "");
    const link = join(sb.root, "x.jsonl");
    symlinkSync(target, link);
    expect(() => appendRecord(link, { a: 1 })).toThrow(GstackError);
    expect(readFileSync(target, "utf8")).toBe("");
  });

  it("50 parallel appenders of 100 B to 1 MiB records: no torn, glued or lost line", async () => {
    const sb = sandbox();
    const path = join(sb.root, "projects", "p", "x.jsonl");
    const script = appenderScript(sb.work);
    const sizes = Array.from({ length: 50 }, (_, i) =>
      i % 10 === 0 ? MAX_RECORD_BYTES - 64 : 100 + Math.floor((i * 7919) % 200_000),
    );
    const codes = await Promise.all(sizes.map((bytes, i) => appender(path, script, [`w${i}`, "3", String(bytes)])));
    expect(codes).toEqual(Array(50).fill(0));
    const text = readFileSync(path, "utf8");
    expect(text.endsWith("\n")).toBe(true);
    // An appender that checks the last byte while a big record is half-written adds a spare
    // newline: a blank line, which readers skip. Every other line must be one whole record.
    const lines = text.split("\n").filter((l) => l !== "");
    const ids = lines.map((l) => (JSON.parse(l) as { id: string }).id).sort();
    const want = sizes.flatMap((_, i) => [0, 1, 2].map((k) => `w${i}-${k}`)).sort();
    expect(ids).toEqual(want);
  });
});

describe("readers", () => {
  it("skip and count bad lines; blank lines are not bad", async () => {
    const text = '{"a":1}\n\nnot json\n[1,2]\nnull\n{"a":2}{"glued":1}\n   \n{"a":3}\n';
    const path = file();
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, text);
    const want = { records: [{ a: 1 }, { a: 3 }], bad: 4 };
    expect(parseLines(text)).toEqual(want);
    expect(readRecords(path)).toEqual(want);
    expect(await scanAll(path)).toEqual(want);
    expect(readTail(path)).toEqual({ records: [{ a: 3 }, { a: 1 }], bad: 4 });
  });

  it("scanRecords goes on past a line holding null (ndjson would end the stream there)", async () => {
    const path = file();
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, '{"a":1}\nnull\n{"a":2}\n');
    expect(await scanAll(path)).toEqual({ records: [{ a: 1 }, { a: 2 }], bad: 1 });
  });

  it("scanRecords counts what readRecords counts: blank and space-only lines skipped, non-objects bad, CRLF read, records across chunks", async () => {
    const path = file();
    mkdirSync(join(path, ".."), { recursive: true });
    const big = "é".repeat(100_000); // spans several 64 KiB read chunks, multi-byte at the seams
    const text = `{"a":1}\r\n   \n\n[1]\n"s"\n  null  \nnot json\n{"big":"${big}"}\n{"a":2}`;
    writeFileSync(path, text);
    const scanned = await scanAll(path);
    expect(scanned).toEqual(readRecords(path));
    expect(scanned.bad).toBe(4);
    expect(scanned.records.map((r) => r.a ?? (r.big as string).length)).toEqual([1, 100_000, 2]);
  });

  it("missing files read as empty", async () => {
    const path = file();
    expect(readRecords(path)).toEqual({ records: [], bad: 0 });
    expect(readTail(path)).toEqual({ records: [], bad: 0 });
    expect(await scanAll(path)).toEqual({ records: [], bad: 0 });
  });

  it("readTail reads backward across chunk boundaries, honours limit, accept and stop", () => {
    const path = file();
    for (let i = 0; i < 200; i++) appendRecord(path, { i, pad: "y".repeat(i % 37) });
    const all = readTail<{ i: number }>(path, { chunk: 16 });
    expect(all.records.map((r) => r.i)).toEqual(Array.from({ length: 200 }, (_, k) => 199 - k));
    expect(readTail<{ i: number }>(path, { limit: 3, chunk: 7 }).records.map((r) => r.i)).toEqual([199, 198, 197]);
    const even = readTail<{ i: number }>(path, { limit: 2, accept: (r) => r.i % 2 === 0 });
    expect(even.records.map((r) => r.i)).toEqual([198, 196]);
    const stopped = readTail<{ i: number }>(path, { stop: (r) => r.i < 195, chunk: 32 });
    expect(stopped.records.map((r) => r.i)).toEqual([199, 198, 197, 196, 195]);
  });

  it("readTail handles a record larger than its chunk and a final line without newline", () => {
    const path = file();
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, `${JSON.stringify({ big: "z".repeat(300_000) })}\n{"last":true}`);
    const { records } = readTail<Record<string, unknown>>(path, { chunk: 1024 });
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual({ last: true });
    expect((records[1]!.big as string).length).toBe(300_000);
  });
});

describe("compactRecords", () => {
  it("splits a glued pair and quarantines a corrupt line to <file>.corrupt instead of dropping them", async () => {
    const path = file();
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, '{"i":1}\n{"i":2}{"i":3}\nnot json at all\n{"i":4}\n');
    const r = await compactRecords<{ i: number }>(path, (recs) => recs);
    expect(r).toEqual({ kept: 4, dropped: 0, bad: 1 });
    expect(readFileSync(path, "utf8")).toBe('{"i":1}\n{"i":2}\n{"i":3}\n{"i":4}\n');
    expect(readFileSync(`${path}.corrupt`, "utf8")).toBe("not json at all\n");
    expect(statSync(`${path}.corrupt`).mode & 0o777).toBe(0o600);
  });

  it("refuses to append through a hard link (the other name may be outside the root)", async () => {
    const path = file();
    mkdirSync(join(path, ".."), { recursive: true });
    const outside = join(path, "..", "..", "outside.jsonl");
    writeFileSync(outside, "");
    linkSync(outside, path);
    expect(() => appendRecord(path, { a: 1 })).toThrow(/refusing to write .*x\.jsonl: it has other hard links/);
    expect(readFileSync(outside, "utf8")).toBe("");
  });

  it("keeps what keep() selects, drops bad lines, replaces the file atomically", async () => {
    const path = file();
    for (let i = 0; i < 10; i++) appendRecord(path, { i });
    appendFileSync(path, "garbage\n");
    const r = await compactRecords<{ i: number }>(path, (recs) => recs.filter((x) => x.i >= 5));
    expect(r).toEqual({ kept: 5, dropped: 5, bad: 1 });
    expect(readRecords<{ i: number }>(path).records.map((x) => x.i)).toEqual([5, 6, 7, 8, 9]);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(await compactRecords(join(path, "..", "missing.jsonl"), (x) => x)).toEqual({ kept: 0, dropped: 0, bad: 0 });
  });

  it("keeps a last record that lacks its newline", async () => {
    const path = file();
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, '{"a":1}\n{"a":2}');
    await compactRecords(path, (x) => x);
    expect(readFileSync(path, "utf8")).toBe('{"a":1}\n{"a":2}\n');
  });

  it("racing appenders lose nothing", async () => {
    const sb = sandbox();
    const path = join(sb.root, "projects", "p", "x.jsonl");
    const script = appenderScript(sb.work);
    let done = false;
    const writers = Promise.all(
      Array.from({ length: 8 }, (_, i) => appender(path, script, [`r${i}`, "150", String(i % 2 ? 200 : 70_000)])),
    ).finally(() => (done = true));
    let compactions = 0;
    while (!done) {
      await compactRecords(path, (x) => x);
      compactions++;
      await new Promise((r) => setImmediate(r)); // an uncontended lock is taken without a macrotask
    }
    expect(await writers).toEqual(Array(8).fill(0));
    await compactRecords(path, (x) => x);
    const { records, bad } = readRecords<{ id: string }>(path);
    expect(bad).toBe(0);
    // A rare duplicate is allowed (an appender re-appends when unsure); a loss is not.
    const ids = new Set(records.map((r) => r.id));
    for (let i = 0; i < 8; i++) for (let k = 0; k < 150; k++) expect(ids.has(`r${i}-${k}`)).toBe(true);
    expect(compactions).toBeGreaterThan(0);
  });
});
