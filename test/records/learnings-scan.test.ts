// The cold build's two-thread split (decision 0087): two sinks over the halves of a file, joined,
// must give exactly the index one sink builds over the whole file.
import { describe, expect, it } from "vitest";
import { closeSync, fstatSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Index, joinHalves, readLinesFromBytes, RowSink, scanLines } from "../../lib/records/learnings-scan.ts";
import { DECLINE, LineFields, ROW, readLine } from "../../lib/records/learning-line.ts";
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

describe("RowSink.finish", () => {
  it("puts replaced rows' texts back in row order, as pieces or, past 65,536 runs, in one copy", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    // Every `step`-th key restated later: its text moves to the end, one run break each.
    for (const [rows, step] of [
      [3000, 7],
      [140_000, 2],
    ] as const) {
      const lines: string[] = [];
      const text = (i: number, v: number) => `k${i}\nInsight ${i} V${v}\nsrc/F${i % 5}.ts`;
      const line = (i: number, v: number) =>
        JSON.stringify({
          type: "pattern",
          key: `k${i}`,
          insight: `Insight ${i} V${v}`,
          files: [`src/F${i % 5}.ts`],
          ts: `2026-01-0${v}T00:00:00Z`,
        });
      for (let i = 0; i < rows; i++) lines.push(line(i, 1));
      for (let i = 0; i < rows; i += step) lines.push(line(i, 2));
      const file = join(sb.root, `r${rows}.jsonl`);
      writeFileSync(file, `${lines.join("\n")}\n`);
      const fd = openSync(file, "r");
      try {
        const idx = build(fd, 0, fstatSync(fd).size);
        expect(idx.pieces !== undefined, "kept as pieces").toBe(rows < 100_000);
        // Row i's text at hayOff[i], the rows' texts one after another, in row order.
        const want: string[] = [];
        let at = 0;
        for (let i = 0; i < rows; i++) {
          want.push(`${text(i, i % step ? 1 : 2).toLowerCase()}\n`);
          if (idx.hayOff[i] !== at) expect(idx.hayOff[i], `row ${i}`).toBe(at);
          at += idx.hayLen[i]! + 1;
        }
        expect(idx.hay.equals(Buffer.from(want.join("")))).toBe(true);
      } finally {
        closeSync(fd);
      }
    }
  });
});

/**
 * JSONL meant to find where reading a line from its bytes (learning-line.ts) parts from
 * JSON.parse: the usual shape with every JSON form and a lot that is not JSON, as raw text.
 */
function adversarialFile(seed: number, lines: number, keyPool: number): Buffer {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const strings = [
    '"plain"',
    '"MiXeD Case"',
    '"esc \\" \\\\ \\/ \\b \\f \\n \\r \\t end"',
    '"\\u0041\\u005a\\u0061 \\u0000 \\u001f \\u007f"',
    '"\\u00e9 \\u00C9 accents"',
    '"\\ud83d\\ude80 pair"',
    '"\\ud800 lone"',
    '"raw é É ß İ 🚀"',
    '"bad \u0001FF\u0001 byte \u0001E282\u0001 cut \u000180\u0001 stray"',
    '"ΟΔΟΣ ΣΑΣ Σ ΑΣ\u03a3 \u1e9e Ǆ"',
    '"raw \u2028 sep"',
    '"bad \\x escape"',
    '"bad \\u12 short"',
    '"raw\ttab"',
    '"unterminated',
    '""',
    '"observed"',
    '"inferred"',
    '"obs\\u0065rved"',
    '"user-stated"',
  ];
  const numbers = [
    "7",
    "7.0",
    "7e0",
    "7E+0",
    "70e-1",
    "-0",
    "0",
    "1e400",
    "-1e400",
    "1e-400",
    "7.5",
    "6.4999",
    "255.5",
    "1000",
    "0.0001",
    "123456789012345678",
    "-3",
    "01",
    "1.",
    ".5",
    "+1",
    "-",
    "1e",
    "1e+",
    "NaN",
    "Infinity",
    "0x10",
    "1_0",
  ];
  const literals = ["true", "false", "null", "tru", "True", "nul"];
  const arrays = [
    "[]",
    "[ ]",
    '["src/A.ts", "SRC/b.TS"]',
    '[1, "x", null, true, 2.5]',
    '["\\u0041", "raw é"]',
    "[[1]]",
    '[{"a":1}]',
    "[1,]",
    "[,1]",
    '["a" "b"]',
    "[",
  ];
  const objects = ["{}", '{"a":1}', '{"type":"pattern"}', "{"];
  const value = (): string => {
    const roll = r();
    if (roll < 0.45) return pick(strings);
    if (roll < 0.65) return pick(numbers);
    if (roll < 0.78) return pick(literals);
    if (roll < 0.93) return pick(arrays);
    return pick(objects);
  };
  const types = ["pattern", "pitfall", "preference", "tool", "Pattern", "other"];
  const ts = () =>
    pick([
      '"2026-01-31T12:00:00Z"',
      '"2026-01-31T12:00:00.123Z"',
      '"2024-02-29T23:59:59.999Z"',
      '"2023-02-29T00:00:00Z"',
      '"2026-13-01T00:00:00Z"',
      '"0999-01-01T00:00:00Z"',
      '"2026-01-31T12:00:00+02:00"',
      '"2026-01-31"',
      '"not a date"',
      '"2026-01-31T12:00:0\\u0030Z"',
      "12",
      "null",
      `"${new Date(Date.parse("2026-01-01T00:00:00Z") - Math.floor(r() * 40) * 3_600_000).toISOString()}"`,
    ]);
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const roll = r();
    if (roll < 0.03) {
      out.push(pick(["", " ", "\r", "[1]", '"str"', "1", "null", "{not json", "}", "{}"]));
      continue;
    }
    const key = `k${Math.floor(r() * keyPool)}`;
    // The usual shape (as a writer of the kit gives it), clean or, one line in three, with oddities.
    const odd = r() < 0.35;
    const or = (usual: string): string => (odd && r() < 0.25 ? value() : usual);
    const space = (): string =>
      !odd || r() < 0.8 ? "" : pick([" ", "  ", "\t", "\r", " \t\r ", "\v", "\f", "\u00a0"]);
    const edge = (): string =>
      !odd || r() < 0.85 ? "" : pick([" ", "\t", "\v", "\f", "\r", "\ufeff", "\u2028", "\u00a0", "\u3000"]);
    const fields: [string, string][] = [
      ["skill", or('"review"')],
      ["type", or(`"${pick(types)}"`)],
      ["key", or(`"${r() < 0.2 ? key.toUpperCase() : key}"`)],
      [
        "insight",
        or(
          `"Insight ${i} About THE Thing${r() < 0.2 ? pick([' \\"quoted\\" \\n next', " Ünïcödé ΟΔΟΣ İ", " \u0001FF\u0001"]) : ""}"`,
        ),
      ],
      ["confidence", odd && r() < 0.5 ? pick(numbers) : String(1 + Math.floor(r() * 10))],
      ["source", or(pick(['"observed"', '"inferred"', '"user-stated"', odd ? '"obs\\u0065rved"' : '"cross-model"']))],
      [
        "files",
        or(
          r() < 0.5
            ? `["src/F${i % 7}.ts"]`
            : pick(["[]", '["src/A.ts", "SRC/b.TS"]', '[1, "x", null]', '["src/É.ts", "İ"]']),
        ),
      ],
      ["ts", odd ? ts() : `"${new Date(NOW - Math.floor(r() * 40) * 3_600_000).toISOString()}"`],
      ["trusted", or(pick(["true", "false"]))],
    ];
    if (r() < 0.1) fields.push(["retired", or(pick(["true", "false"]))]);
    if (odd && r() < 0.2)
      fields.push([pick(["extra", "__proto__", "constructor", "Type", "ty\\u0070e", "raw é"]), value()]);
    // A field twice (JSON.parse keeps the last), or left out.
    if (odd && r() < 0.1) fields.push([pick(fields)[0], value()]);
    if (odd && r() < 0.1) fields.splice(Math.floor(r() * fields.length), 1);
    if (r() < 0.05) fields.reverse();
    let line = `${edge()}{${space()}${fields.map(([k, v]) => `"${k}"${space()}:${space()}${v}`).join(`${space()},${space()}`)}${space()}}${edge()}`;
    if (odd && r() < 0.05) line = line.slice(0, Math.floor(r() * line.length)); // torn
    if (odd && r() < 0.05) line += pick(["x", "}", ",", " {}", "\u0000"]); // trailing garbage
    if (r() < 0.05) line += "\r"; // CRLF
    out.push(line);
  }
  // Bytes that are not UTF-8 (a stray continuation byte, a cut sequence, 0xFF), put in as bytes.
  return Buffer.concat(
    `${out.join("\n")}\n`
      .split(/(\u0001[0-9A-F]+\u0001)/)
      .map((part, i) => (i % 2 ? Buffer.from(part.slice(1, -1), "hex") : Buffer.from(part))),
  );
}

describe("reading a line from its bytes", () => {
  it("builds byte for byte the index JSON.parse builds, on every form of line, and takes the usual ones", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    const o = new LineFields();
    // A small key pool (entries replaced, the later line winning ties) and one key per line (every row kept).
    for (const [seed, pool] of [
      [11, 200],
      [12, 200],
      [13, 1e9],
      [14, 1e9],
    ] as const) {
      const text = adversarialFile(seed, 4000, pool);
      const file = join(sb.root, `a${seed}.jsonl`);
      writeFileSync(file, text);
      const fd = openSync(file, "r");
      try {
        const size = fstatSync(fd).size;
        const fast = build(fd, 0, size);
        readLinesFromBytes(false);
        let slow: Index;
        try {
          slow = build(fd, 0, size);
        } finally {
          readLinesFromBytes(true);
        }
        expect([fast.n, fast.bad], `seed ${seed}: rows and bad lines`).toEqual([slow.n, slow.bad]);
        expect(slow.bad, "bad lines among them").toBeGreaterThan(50);
        const [a, b] = [contents(fast), contents(slow)];
        expect(
          a.map((x, i) => x.equals(b[i]!)),
          `seed ${seed}: columns, keys, texts`,
        ).toEqual([true, true, true, true]);
        // Both ways were taken: most lines from their bytes, and a good share declined.
        const buf = text;
        const seen = [0, 0, 0];
        for (let s = 0; s < buf.length; ) {
          const e = buf.indexOf(0x0a, s);
          if (e > s) seen[readLine(buf, s, e, o)]!++;
          s = e + 1;
        }
        expect(seen[ROW], "lines read from their bytes").toBeGreaterThan(1000);
        expect(seen[DECLINE], "lines declined").toBeGreaterThan(500);
      } finally {
        closeSync(fd);
      }
    }
  });

  it("reads each field as JSON.parse does, line by line (a wrong value cannot hide behind a later line)", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    const bytes = adversarialFile(21, 3000, 1e9);
    const file = join(sb.root, "one.jsonl");
    const o = new LineFields();
    let compared = 0;
    for (let s = 0; s < bytes.length; ) {
      const e = bytes.indexOf(0x0a, s);
      const line = bytes.subarray(s, e + 1);
      s = e + 1;
      if (readLine(line, 0, line.length - 1, o) === DECLINE) continue;
      writeFileSync(file, line);
      const fd = openSync(file, "r");
      try {
        const fast = contents(build(fd, 0, line.length));
        readLinesFromBytes(false);
        let slow: Buffer[];
        try {
          slow = contents(build(fd, 0, line.length));
        } finally {
          readLinesFromBytes(true);
        }
        expect(
          fast.map((x, i) => x.equals(slow[i]!)),
          JSON.stringify(line.toString()),
        ).toEqual([true, true, true, true]);
        compared++;
      } finally {
        closeSync(fd);
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
