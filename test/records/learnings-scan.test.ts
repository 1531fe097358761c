// The cold build's two-thread split (decision 0087): two sinks over the halves of a file, joined,
// must give exactly the index one sink builds over the whole file.
import { describe, expect, it } from "vitest";
import { closeSync, fstatSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Index, joinHalves, RowSink, scanLines, tsOrderOf } from "../../lib/records/learnings-scan.ts";
import { tsOrder } from "../../lib/records/fields.ts";
import { rng } from "../../scripts/bench/fixtures/state.ts";
import { sandbox } from "../helpers/state.ts";

const NOW = Date.parse("2026-06-01T00:00:00Z");

/** Lines over a small pool of keys (so keys recur on both sides of any split), with ties and oddities. */
function randomFile(seed: number, lines: number): string {
  const r = rng(seed);
  const types = ["pattern", "pitfall", "preference"];
  const keys = ["k-a", "k-b", "Überprüfung", "İstanbul", 'quo"te', "tab\tkey", "emoji 🚀"];
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const roll = r();
    if (roll < 0.02) {
      out.push("{not json");
      continue;
    }
    if (roll < 0.03) {
      out.push("");
      continue;
    }
    const key = r() < 0.3 ? keys[Math.floor(r() * keys.length)]! : `k${Math.floor(r() * lines * 0.4)}`;
    // Few distinct timestamps: many ties, which the later line wins.
    const rec: Record<string, unknown> = {
      type: types[Math.floor(r() * types.length)],
      key,
      insight: `${r() < 0.1 ? "ΟΔΟΣ naïve " : ""}insight ${i}`,
      confidence: 1 + Math.floor(r() * 10),
      source: r() < 0.5 ? "observed" : "user-stated",
      files: r() < 0.5 ? [`src/F${i % 7}.ts`] : [],
    };
    if (r() < 0.9) rec.ts = new Date(NOW - Math.floor(r() * 20) * 86_400_000).toISOString();
    if (r() < 0.05) rec.retired = true;
    out.push(JSON.stringify(rec));
  }
  return `${out.join("\n")}\n`;
}

/** `ordered` false, as the halves of a split are: texts of replaced rows left where they lie. */
function build(fd: number, from: number, to: number, ordered = true): Index {
  const sink = new RowSink(to - from);
  scanLines(fd, from, to, sink);
  return sink.finish(1, 2, to, ordered);
}

/** Everything an index file holds but its header: the columns and both sections. */
function contents(idx: Index): Buffer[] {
  return [Buffer.from(idx.cols), idx.keys, idx.hay, Buffer.from([idx.n, idx.bad])];
}

describe("joinHalves", () => {
  it("joins two halves into the index one sink builds, whatever line the split falls on", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    for (const seed of [1, 2, 3]) {
      const file = join(sb.root, `l${seed}.jsonl`);
      const text = randomFile(seed, 3000);
      writeFileSync(file, text);
      const fd = openSync(file, "r");
      try {
        const size = fstatSync(fd).size;
        const whole = contents(build(fd, 0, size));
        const bytes = Buffer.from(text);
        const breaks: number[] = [];
        for (let i = bytes.indexOf(0x0a); i !== -1; i = bytes.indexOf(0x0a, i + 1)) breaks.push(i + 1);
        // Every 97th line break, and the first and last ones (one half with a single line or none).
        for (const mid of [breaks[0]!, ...breaks.filter((_, i) => i % 97 === 0), breaks.at(-2)!, size]) {
          const joined = joinHalves(build(fd, 0, mid, false), build(fd, mid, size, false));
          expect(joined.pieces, "sections left as pieces").toBeDefined();
          // (Compared as Buffers: a deep equality of the columns element by element takes minutes.)
          const got = contents(joined);
          expect(
            got.map((b, i) => b.equals(whole[i]!)),
            `split at ${mid}: columns, keys, texts, counts`,
          ).toEqual([true, true, true, true]);
        }
      } finally {
        closeSync(fd);
      }
    }
  });
});

describe("tsOrderOf", () => {
  it("gives what Date.parse gives (tsOrder) for the usual form and every odd one", () => {
    const r = rng(9);
    const cases: unknown[] = [
      "2026-01-31T12:00:00Z",
      "2026-01-31T12:00:00.123Z",
      "2024-02-29T00:00:00Z",
      "2023-02-29T00:00:00Z",
      "2026-04-31T00:00:00Z",
      "2026-13-01T00:00:00Z",
      "2026-00-10T00:00:00Z",
      "2026-01-00T00:00:00Z",
      "2026-01-31T24:00:00Z",
      "2026-01-31T23:60:00Z",
      "2026-01-31T23:59:60Z",
      "0099-01-01T00:00:00Z",
      "1000-01-01T00:00:00Z",
      "2026-01-31T12:00:00+02:00",
      "2026-01-31t12:00:00z",
      "2026-01-31T12:00:00.1Z",
      "2026-01-31T12:00:00.123456Z",
      "2026-01-31 12:00:00Z",
      "2026-1-31T12:00:00.000Z",
      "2026-01-31T12:00:0aZ",
      "2026-01-31",
      "",
      "not a date",
      12,
      null,
      undefined,
    ];
    for (let i = 0; i < 2000; i++) cases.push(new Date(Math.floor(r() * 4e12) - 1e12).toISOString());
    for (const ts of cases) expect(tsOrderOf({ ts }), String(ts)).toBe(tsOrder({ ts }));
  });
});
