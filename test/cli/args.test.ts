// The argument layer (lib/cli/args.ts) on its own: types, forms, refusals, subcommands, help.
import { describe, expect, it } from "vitest";
import { helpText, parse, type CommandSpec } from "../../lib/cli/args.ts";
import { GstackError } from "../../lib/cli/errors.ts";

const FLAT = {
  name: "demo",
  about: "Does a demo.",
  args: [{ name: "FILE", optional: true }],
  flags: {
    json: { type: "boolean", about: "as JSON" },
    name: { type: "string", arg: "NAME", about: "a name" },
    limit: { type: "integer", about: "at most N", min: 1, max: 50, default: 10 },
    color: { type: "string", arg: "C", about: "a color", values: ["red", "blue"] },
    files: { type: "list", arg: "F...", about: "some files" },
  },
  exit: "0 ok, 2 usage.",
} satisfies CommandSpec;

const SUBS = {
  name: "tool",
  about: "Has subcommands.",
  subcommands: {
    put: { args: [{ name: "KIND" }], flags: ["title"], about: "writes one" },
    list: { flags: ["limit"], about: "lists them" },
    check: { args: [{ name: "PATH", optional: true, variadic: true }], about: "checks paths" },
  },
  flags: {
    title: { type: "string", arg: "T", about: "the title" },
    limit: { type: "integer", about: "at most N", min: 1 },
    json: { type: "boolean", about: "as JSON" },
  },
  exit: "0 ok, 2 usage.",
} satisfies CommandSpec;

/** The usage error parse throws, as main.ts prints it. */
async function refusal(spec: CommandSpec, argv: string[]): Promise<string> {
  try {
    await parse(spec, argv);
  } catch (err) {
    expect(err).toBeInstanceOf(GstackError);
    expect((err as GstackError).kind).toBe("usage");
    return (err as GstackError).message;
  }
  throw new Error(`parse(${JSON.stringify(argv)}) did not refuse`);
}

describe("parse: flag types", () => {
  it("boolean, string, integer and list flags, with defaults filled and given ones recorded", async () => {
    const p = await parse(FLAT, [
      "--json",
      "--name",
      "ann",
      "--limit",
      "7",
      "--color",
      "red",
      "--files",
      "a",
      "b",
      "x.txt",
    ]);
    expect(p.flags).toEqual({ json: true, name: "ann", limit: 7, color: "red", files: ["a", "b", "x.txt"] });
    expect(p.args).toEqual([]);
    const q = await parse(FLAT, ["x.txt"]);
    expect(q.flags).toEqual({ limit: 10 });
    expect([...q.given]).toEqual([]);
    expect(q.args).toEqual(["x.txt"]);
  });

  it("--k=v for strings, integers and lists; a value may start with a dash", async () => {
    expect((await parse(FLAT, ["--name=a=b", "--limit=3", "--files=one"])).flags).toMatchObject({
      name: "a=b",
      limit: 3,
      files: ["one"],
    });
    expect((await parse(FLAT, ["--name", "-x"])).flags.name).toBe("-x");
  });

  it("-- ends the flags: what follows is an argument even when it looks like one", async () => {
    expect(await parse(FLAT, ["--", "--json"])).toMatchObject({ args: ["--json"], flags: { limit: 10 } });
  });

  it("a single-dash word is an argument, not a short flag", async () => {
    expect((await parse(FLAT, ["-oProxyCommand=x"])).args).toEqual(["-oProxyCommand=x"]);
    expect((await parse(FLAT, ["-"])).args).toEqual(["-"]);
  });
});

describe("parse: refusals are one-line usage errors", () => {
  it("an unknown flag names the allowed ones and the nearest", async () => {
    expect(await refusal(FLAT, ["--nmae", "x"])).toBe(
      "unknown flag --nmae (did you mean --name?) (allowed: --json, --name, --limit, --color, --files)",
    );
    expect(await refusal(FLAT, ["--hepl"])).toMatch(/^unknown flag --hepl \(did you mean --help\?\)/);
  });

  it("a name every object has is no flag and no subcommand", async () => {
    expect(await refusal(FLAT, ["--constructor", "x"])).toMatch(/^unknown flag --constructor /);
    expect(await refusal(FLAT, ["--toString"])).toMatch(/^unknown flag --toString /);
    expect(await refusal(SUBS, ["constructor"])).toMatch(/^unknown subcommand "constructor" /);
    expect(await refusal(SUBS, ["__proto__"])).toMatch(/^unknown subcommand "__proto__" /);
  });

  it("a missing value, a value on a boolean, an empty list", async () => {
    expect(await refusal(FLAT, ["--name"])).toBe("--name needs a value");
    expect(await refusal(FLAT, ["--json=yes"])).toBe("--json takes no value");
    expect(await refusal(FLAT, ["--files", "--json"])).toBe("--files needs at least one value");
  });

  it("a bad integer, one out of range, a value not in the set", async () => {
    expect(await refusal(FLAT, ["--limit", "ten"])).toBe('--limit: an integer is allowed (got "ten")');
    expect(await refusal(FLAT, ["--limit", "1.5"])).toBe('--limit: an integer is allowed (got "1.5")');
    expect(await refusal(FLAT, ["--limit", "0"])).toBe("--limit: an integer from 1 to 50 (got 0)");
    expect(await refusal(FLAT, ["--limit", "-3"])).toBe("--limit: an integer from 1 to 50 (got -3)");
    expect(await refusal(FLAT, ["--color", "green"])).toBe('--color: one of red, blue (got "green")');
  });

  it("too many arguments", async () => {
    expect(await refusal(FLAT, ["a", "b"])).toBe(
      'unexpected argument "b": takes one FILE argument at most (see --help)',
    );
  });
});

describe("parse: subcommands", () => {
  it("dispatches on the first argument, flags before or after it", async () => {
    expect(await parse(SUBS, ["put", "design", "--title", "T"])).toMatchObject({
      verb: "put",
      args: ["design"],
      flags: { title: "T" },
    });
    expect(await parse(SUBS, ["--json", "list", "--limit", "2"])).toMatchObject({
      verb: "list",
      args: [],
      flags: { json: true, limit: 2 },
    });
    expect(await parse(SUBS, ["check"])).toMatchObject({ verb: "check", args: [] });
    expect((await parse(SUBS, ["check", "a", "b", "c"])).args).toEqual(["a", "b", "c"]);
  });

  it("refuses an unknown or missing subcommand, with a suggestion", async () => {
    expect(await refusal(SUBS, ["pt", "x"])).toBe(
      'unknown subcommand "pt" (did you mean put?) (allowed: put, list, check, help)',
    );
    expect(await refusal(SUBS, [])).toMatch(
      /^unknown subcommand "": a subcommand is required \(allowed: put, list, check/,
    );
  });

  it("refuses a flag of another subcommand, naming where it applies", async () => {
    expect(await refusal(SUBS, ["list", "--title", "x"])).toBe("--title does not apply to list (only to put)");
    expect(await refusal(SUBS, ["put", "k", "--limit", "1"])).toBe("--limit does not apply to put (only to list)");
  });

  it("checks each subcommand's arguments", async () => {
    expect(await refusal(SUBS, ["put"])).toBe("put takes one KIND argument (see --help)");
    expect(await refusal(SUBS, ["put", "a", "b"])).toBe(
      'unexpected argument "b": put takes one KIND argument (see --help)',
    );
    expect(await refusal(SUBS, ["list", "x"])).toBe('unexpected argument "x": list takes no arguments (see --help)');
    const named = { ...SUBS, subcommands: { put: { args: [{ name: "KIND", values: ["a", "b"] }], about: "" } } };
    expect(await refusal(named, ["put"])).toBe("put takes one KIND argument (a, b) (see --help)");
  });

  it("takes the default subcommand, or the bare form, when none is given", async () => {
    expect((await parse({ ...SUBS, defaultSubcommand: "list" }, [])).verb).toBe("list");
    const hook = { ...SUBS, subcommands: { ...SUBS.subcommands, "": { about: "hook mode" } } };
    expect((await parse(hook, [])).verb).toBe("");
    expect(await refusal(hook, ["nope"])).toMatch(/; no argument for hook mode\)$/);
  });
});

describe("helpText: written from the table", () => {
  it("lists the usage line, every flag with its facts, and the exit codes", async () => {
    const h = helpText(FLAT);
    expect(h.split("\n")[0]).toBe(
      "usage: gstack-demo [FILE] [--json] [--name NAME] [--limit N] [--color C] [--files F...]",
    );
    expect(h).toContain("Does a demo.");
    expect(h).toMatch(/--limit N +at most N \(an integer from 1 to 50; default 10\)/);
    expect(h).toMatch(/--color C +a color \(one of red, blue\)/);
    expect(h.trimEnd().split("\n").at(-1)).toBe("Exit: 0 ok, 2 usage.");
  });

  it("lists every subcommand and marks the flags only some take", async () => {
    const h = helpText(SUBS);
    expect(h.split("\n")[0]).toBe(
      "usage: gstack-tool put KIND | list | check [PATH...] [--title T] [--limit N] [--json]",
    );
    expect(h).toMatch(/^ {2}put KIND +writes one$/m);
    expect(h).toMatch(/--title T +the title \(put only\)/);
    expect(h).toMatch(/--json +as JSON$/m);
  });

  it("every flag and subcommand a real command takes is in its help", async () => {
    const { commands } = await import("../../lib/cli/commands/index.ts");
    for (const [name, load] of Object.entries(commands)) {
      const cmd = (await load()).default as { help: string; spec?: CommandSpec };
      expect(cmd.spec, `gstack-${name} declares its argument table`).toBeDefined();
      if (!cmd.spec) continue;
      for (const flag of Object.keys(cmd.spec.flags))
        expect(cmd.help, `gstack-${name} --${flag}`).toContain(`--${flag}`);
      for (const sub of Object.keys(cmd.spec.subcommands ?? {}))
        expect(cmd.help, `gstack-${name} ${sub}`).toContain(sub);
    }
  });
});

describe("parse: the no-flag fast path", () => {
  it("gives what parseArgs gives for words without --", async () => {
    const { parseArgs } = await import("node:util");
    const words = ["put", "-", "a b", '{"k":1}', "x--y"];
    const want = parseArgs({ args: words, options: {}, strict: false, allowPositionals: true }).positionals;
    expect(
      (
        await parse(
          { name: "t", about: "", args: [{ name: "W", variadic: true, optional: true }], flags: {}, exit: "" },
          words,
        )
      ).args,
    ).toEqual(want);
  });
});
