// One table from error kind to exit code (lib/cli/exit-codes.ts), and the README's table says the same.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXIT, exitCodeOf } from "../../lib/cli/exit-codes.ts";
import {
  ERROR_KINDS,
  GstackError,
  badFlag,
  ioError,
  rejected,
  unknownSubcommand,
  usage,
  type ErrorKind,
} from "../../lib/core/errors.ts";
import { KIT } from "../helpers/state.ts";
import { main } from "../../lib/cli/main.ts";
import { commands } from "../../lib/cli/commands/index.ts";

/** The README's exit-code table: `| code | kind | meaning |` rows. */
function readmeTable(): Map<number, string> {
  const readme = readFileSync(join(KIT, "README.md"), "utf8");
  const start = readme.indexOf("| exit | kind | meaning |");
  expect(start).toBeGreaterThan(-1);
  const rows = new Map<number, string>();
  for (const line of readme.slice(start).split("\n").slice(2)) {
    const m = /^\| (\d+) \| ([^|]+?) \|/.exec(line);
    if (!m) break;
    rows.set(Number(m[1]), m[2]!);
  }
  return rows;
}

describe("exit codes", () => {
  it("the README's table lists exactly the table's codes and kinds (127 is the shim's own)", () => {
    const rows = readmeTable();
    expect(rows.get(127)).toBe("(shim)");
    rows.delete(127);
    expect(Object.fromEntries([...rows].map(([code, kind]) => [kind, code]))).toEqual(EXIT);
  });

  it("every error kind has a code, and the table holds nothing but the kinds, ok and internal", () => {
    expect(Object.keys(EXIT).sort()).toEqual([...ERROR_KINDS, "ok", "internal"].sort());
    expect(new Set(Object.values(EXIT)).size).toBe(Object.keys(EXIT).length);
  });

  it("maps each helper's kind to its code", () => {
    expect(exitCodeOf(rejected("skill", "a name"))).toBe(1);
    expect(exitCodeOf(usage("takes one argument"))).toBe(2);
    expect(exitCodeOf(badFlag("limit", "1 to 100", 0))).toBe(2);
    expect(exitCodeOf(unknownSubcommand("lsit", ["list"]))).toBe(2);
    expect(exitCodeOf(ioError(Object.assign(new Error("x"), { code: "ENOSPC" }), "cannot write"))).toBe(3);
    expect(exitCodeOf(new GstackError("too big", "budget"))).toBe(4);
  });

  it("anything that is not a GstackError of a known kind is a bug: 70", () => {
    expect(exitCodeOf(new Error("boom"))).toBe(70);
    expect(exitCodeOf("a string")).toBe(70);
    expect(exitCodeOf(undefined)).toBe(70);
    expect(exitCodeOf(new GstackError("forged", "internal" as ErrorKind))).toBe(70);
    expect(exitCodeOf(new GstackError("forged", "ok" as ErrorKind))).toBe(70);
    expect(exitCodeOf({ kind: "rejected", message: "not an instance" })).toBe(70);
  });

  it("main() returns the thrown error's code: each kind's, 70 for a bug", async () => {
    const throwing = (err: unknown) => async () => ({
      default: {
        help: "usage: x",
        run: () => {
          throw err;
        },
      },
    });
    const cases: [string, unknown, number][] = [
      ["x-rejected", rejected("f", "g"), 1],
      ["x-usage", usage("u"), 2],
      ["x-io", new GstackError("disk", "io"), 3],
      ["x-budget", new GstackError("over", "budget"), 4],
      ["x-bug", new TypeError("boom"), 70],
    ];
    try {
      for (const [name, err] of cases) commands[name] = throwing(err);
      for (const [name, , code] of cases) expect(await main([name]), name).toBe(code);
    } finally {
      for (const [name] of cases) delete commands[name];
    }
  });
});
