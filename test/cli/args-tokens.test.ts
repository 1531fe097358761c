// args.ts reads words as node:util parseArgs does (strict: false, positionals allowed) without
// loading node:util: its tokens must be parseArgs' own on anything takeLists passes on (long
// options, values, `--`, plain words; a single-dash word before `--` is hidden by then).
import { describe, expect, it } from "vitest";
import { parseArgs } from "node:util";
import fc from "fast-check";
import { tokenize } from "../../lib/cli/args.ts";

type Options = Record<string, { type: "boolean" | "string" }>;

/**
 * parseArgs' tokens, with the kit's one rule on top: a single-dash word is an argument, never a
 * flag (args.ts). takeLists hides such words before the first `--`; one can still reach tokenize
 * after a `--` that a string option took as its value (`--skill -- -x`), where parseArgs reads
 * short options ("-ab": a and b) and tokenize a positional. Every other token is parseArgs' own.
 */
function reference(words: string[], options: Options) {
  const { tokens } = parseArgs({ args: words, options, strict: false, allowPositionals: true, tokens: true });
  const out: ({ kind: string; name?: string; rawName?: string; value?: string | boolean } | undefined)[] = [];
  let shortAt = -1;
  for (const t of tokens) {
    if (t.kind === "option" && !t.rawName.startsWith("--")) {
      if (t.index !== shortAt) out.push({ kind: "positional", value: words[t.index]! });
      shortAt = t.index;
      continue;
    }
    // index and inlineValue are parseArgs' bookkeeping; args.ts reads kind, name, rawName and value.
    out.push(
      t.kind === "option"
        ? { kind: t.kind, name: t.name, rawName: t.rawName, value: t.value }
        : t.kind === "positional"
          ? { kind: t.kind, value: t.value }
          : { kind: t.kind },
    );
  }
  return out;
}

const NAMES = ["skill", "json", "limit", "reason", "a", "x-y", "constructor", "__proto__", "toString"];
const options: Options = { skill: { type: "string" }, json: { type: "boolean" }, limit: { type: "string" } };
options.reason = { type: "string" };
options["x-y"] = { type: "boolean" };

/** Words made of the pieces parseArgs branches on: dashes, `=`, known and unknown names. */
const piece = fc.oneof(
  fc.constantFrom("--", "-", "=", "", " ", "\u0000arg:0", "é"),
  fc.constantFrom(...NAMES),
  fc.string({ maxLength: 4 }),
);
const word = fc.array(piece, { maxLength: 4 }).map((p) => p.join(""));
/**
 * takeLists hides a single-dash word before `--`; after it any word may come. Left out too: a
 * word starting `--=` with a second `=`, where Node's parseArgs and Bun's differ (the last test).
 */
const visible = (ws: string[]) => {
  const end = ws.indexOf("--");
  const before = end === -1 ? ws : ws.slice(0, end);
  return before.every((w) => !/^-[^-]/.test(w) && !/^--=.*=/s.test(w));
};

describe("tokenize", () => {
  it("gives parseArgs' tokens on generated argument lists", () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }).filter(visible), (words) => {
        expect(tokenize(words, options)).toEqual(reference(words, options));
      }),
      // A fixed seed: 20261201the same 3,000 lists on every run, so a landing never rests on luck.
      { numRuns: 3000, seed: 20261201 },
    );
  });

  it("gives parseArgs' tokens on the forms the commands take", () => {
    const lists = [
      [],
      ["--skill", "qa", "--duration", "12", "--outcome", "success", "--session-id", "1-2"],
      ["--skill=qa", "--json"],
      ["--skill"],
      ["--skill", "--json"],
      ["--json=1", "x"],
      ["--", "--skill", "-x", "qa"],
      ["--skill", "--", "x"],
      ["--skill", "--", "- ", "-ab", "-x=1", "--json"],
      ["---x", "--=v", "--a=", "--a==b", "---=x", "--=", "-", ""],
      ["show", "--reason", "\u0000arg:0"],
      ["--constructor", "v", "--__proto__", "w", "--toString"],
    ];
    for (const words of lists) expect(tokenize(words, options)).toEqual(reference(words, options));
  });

  it("reads a word starting `--=` as Bun's parseArgs does: one option named by the rest", () => {
    expect(tokenize(["--==", "--=a=b"], options)).toEqual([
      { kind: "option", name: "==", rawName: "--==", value: undefined },
      { kind: "option", name: "=a=b", rawName: "--=a=b", value: undefined },
    ]);
  });
});
