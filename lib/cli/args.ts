// Arguments of every bin/ command, from one declarative table per command: the words are read as
// node:util parseArgs reads them (tokenize), then the table is applied (types, values, ranges,
// which subcommand takes which flag, how many arguments), and the help text is written from the
// same table, so help and behaviour cannot drift. Every refusal is one line and a usage error (exit 2).
import { badFlag, usage, unknownSubcommand } from "./errors.ts";
import { didYouMean } from "../core/suggest.ts";

/** integer: `-?\d+`; list: `--name A B C` (values up to the next `--flag`) and `--name=A`. */
export type FlagType = "boolean" | "string" | "integer" | "list";

export interface FlagDef {
  type: FlagType;
  /** One line or more for the help. */
  about: string;
  /** Placeholder after the flag in the help: `--limit N`. */
  arg?: string;
  default?: string | number | boolean;
  /** The only values a string flag takes. */
  values?: readonly string[];
  min?: number;
  max?: number;
  /** What is allowed, in words, when `values`, `min` and `max` alone would say it badly. */
  allowed?: string;
}

export interface ArgDef {
  /** As shown: KIND, DIR, "JSON object". */
  name: string;
  optional?: boolean;
  /** Takes any number (zero too when optional). */
  variadic?: boolean;
  /** The values it names, for the message when it is missing (the command checks them). */
  values?: readonly string[];
}

export interface SubcommandDef {
  about: string;
  args?: readonly ArgDef[];
  /** Flags only this subcommand (and others naming them) takes; unnamed flags apply to all. */
  flags?: readonly string[];
}

export interface CommandSpec {
  /** Without the gstack- prefix. */
  name: string;
  /** Free text after the usage line: what the command does. */
  about: string;
  flags: Readonly<Record<string, FlagDef>>;
  /** Arguments of a command without subcommands. */
  args?: readonly ArgDef[];
  /** The first argument names one; `""` is the form without one (a hook reading stdin). */
  subcommands?: Readonly<Record<string, SubcommandDef>>;
  /** Subcommand taken when none is given. */
  defaultSubcommand?: string;
  /** Free text before the Exit line (state files, config keys). */
  notes?: string;
  exit: string;
}

type ValueOf<D extends FlagDef> = D["type"] extends "boolean"
  ? boolean
  : D["type"] extends "integer"
    ? number
    : D["type"] extends "list"
      ? string[]
      : string;

export type FlagValues<F extends Readonly<Record<string, FlagDef>>> = { -readonly [K in keyof F]?: ValueOf<F[K]> };

export interface Parsed<F extends Readonly<Record<string, FlagDef>> = Readonly<Record<string, FlagDef>>> {
  /** The subcommand (`""` for the form without one); undefined for commands without subcommands. */
  verb?: string;
  flags: FlagValues<F>;
  /** Flags given on the command line (a default fills `flags` but is not here). */
  given: ReadonlySet<string>;
  args: string[];
}

/** Parses argv by the table; throws a usage error (exit 2) for anything the table does not allow. */
export async function parse<S extends CommandSpec>(spec: S, argv: readonly string[]): Promise<Parsed<S["flags"]>> {
  const { rest, lists, words } = takeLists(spec, argv);
  const real = (v: string) => (v.startsWith(HIDDEN) ? words[Number(v.slice(HIDDEN.length))]! : v);
  const options: Record<string, { type: "boolean" | "string" }> = {};
  for (const [name, f] of Object.entries(spec.flags))
    if (f.type !== "list") options[name] = { type: f.type === "boolean" ? "boolean" : "string" };
  // The tokens of parseArgs with strict: false, so the refusals below are ours (one line,
  // did-you-mean, the allowed list); they are strict mode's checks, except that a value may start
  // with "-".
  const tokens = tokenize(rest, options);
  const flags: Record<string, unknown> = {};
  const given = new Set<string>(Object.keys(lists));
  const positionals: string[] = [];
  for (const t of tokens) {
    if (t.kind === "positional") positionals.push(real(t.value));
    if (t.kind !== "option") continue;
    const f = Object.hasOwn(spec.flags, t.name) ? spec.flags[t.name] : undefined; // not --constructor
    if (!f || !t.rawName.startsWith("--")) throw unknownFlag(spec, t.rawName);
    given.add(t.name);
    if (f.type === "boolean") {
      if (t.value !== undefined) throw usage(`--${t.name} takes no value`);
      flags[t.name] = true;
      continue;
    }
    if (t.value === undefined) throw usage(`--${t.name} needs a value`);
    flags[t.name] = value(t.name, f, real(t.value));
  }
  Object.assign(flags, lists);
  for (const [name, f] of Object.entries(spec.flags))
    if (flags[name] === undefined && f.default !== undefined) flags[name] = f.default;

  let verb: string | undefined;
  let args = positionals;
  let argDefs = spec.args ?? [];
  if (spec.subcommands) {
    const first = positionals[0];
    if (first !== undefined) {
      if (!Object.hasOwn(spec.subcommands, first) || first === "")
        throw unknownSubcommand(
          first,
          [...subcommandNames(spec), "help"],
          spec.subcommands[""] ? "; no argument for hook mode" : "",
        );
      [verb, args] = [first, positionals.slice(1)];
    } else if (spec.defaultSubcommand !== undefined) verb = spec.defaultSubcommand;
    else if (spec.subcommands[""]) verb = "";
    else
      throw usage(
        `unknown subcommand "": a subcommand is required (allowed: ${subcommandNames(spec).join(", ")}; see --help)`,
      );
    const sub = spec.subcommands[verb]!;
    argDefs = sub.args ?? [];
    for (const name of given) {
      const owners = ownersOf(spec, name);
      if (owners && !owners.includes(verb))
        throw usage(`--${name} does not apply to ${verb || "hook mode"} (only to ${owners.join(", ")})`);
    }
  }
  checkArity(argDefs, args, verb);
  return { verb, flags: flags as FlagValues<S["flags"]>, given, args };
}

type Token =
  | { kind: "positional"; value: string }
  | { kind: "option"; name: string; rawName: string; value?: string }
  | { kind: "option-terminator" };

/**
 * node:util parseArgs' tokens (strict: false, positionals allowed) of what takeLists leaves: long
 * options, `--` and other words (it hides single-dash words before a `--`). Node's own algorithm
 * for those; node:util itself costs a call ~2.5 ms to load in the compiled build (decision 0084).
 * A single-dash word that still arrives (after a `--` a string option took as its value:
 * `--skill -- -x`) is a positional, where parseArgs would read short options: the kit's rule is
 * that such a word is an argument, never a flag. test/cli/args-tokens.test.ts holds it to
 * parseArgs, with that rule, on generated argument lists.
 */
export function tokenize(words: readonly string[], options: Record<string, { type: "boolean" | "string" }>): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === "--") {
      tokens.push({ kind: "option-terminator" });
      while (++i < words.length) tokens.push({ kind: "positional", value: words[i]! });
      break;
    }
    if (word.length > 2 && word.startsWith("--")) {
      // Bun's rule: `--=a=b` is an option named "=a=b" (Node's names it ""): unknown either way.
      const eq = word.indexOf("=");
      if (eq > 2) {
        const name = word.slice(2, eq);
        tokens.push({ kind: "option", name, rawName: `--${name}`, value: word.slice(eq + 1) });
        continue;
      }
      const name = word.slice(2);
      // A string option takes the next word whatever it is, as parseArgs does.
      const takes = Object.hasOwn(options, name) && options[name]!.type === "string" && i + 1 < words.length;
      tokens.push({ kind: "option", name, rawName: word, value: takes ? words[++i] : undefined });
      continue;
    }
    tokens.push({ kind: "positional", value: word });
  }
  return tokens;
}

/** The subcommands' names but the hook-mode form's `""`. */
export function subcommandNames(spec: CommandSpec): string[] {
  const names: string[] = [];
  for (const s in spec.subcommands) if (s) names.push(s);
  return names;
}

/** The subcommands naming a flag, or undefined when it applies to all. */
function ownersOf(spec: CommandSpec, flag: string): string[] | undefined {
  // Plain loops here and in checkArity: each cold Array#filter/some/map with a callback costs a
  // compiled call ~0.2-0.5 ms (decision 0084).
  const owners: string[] = [];
  for (const [n, s] of Object.entries(spec.subcommands ?? {})) if (s.flags?.includes(flag)) owners.push(n);
  return owners.length ? owners : undefined;
}

function unknownFlag(spec: CommandSpec, raw: string) {
  const known = Object.keys(spec.flags).map((k) => `--${k}`);
  return usage(`unknown flag ${raw}${didYouMean(raw, [...known, "--help"])} (allowed: ${known.join(", ") || "none"})`);
}

function value(name: string, f: FlagDef, raw: string): string | number {
  if (f.type === "integer") {
    if (!/^-?\d+$/.test(raw)) throw usage(`--${name}: an integer is allowed (got ${JSON.stringify(raw)})`);
    const n = Number(raw);
    if ((f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max) || !Number.isSafeInteger(n))
      throw badFlag(name, allowedText(f), n);
    return n;
  }
  if (f.values && !f.values.includes(raw)) throw badFlag(name, allowedText(f), raw);
  return raw;
}

function allowedText(f: FlagDef): string {
  if (f.allowed) return f.allowed;
  if (f.values) return `one of ${f.values.join(", ")}`;
  if (f.min !== undefined && f.max !== undefined) return `an integer from ${f.min} to ${f.max}`;
  if (f.min !== undefined) return `an integer >= ${f.min}`;
  return "a safe integer";
}

/** Pulls list flags (`--files A B C`) out of argv before tokenize sees it. */
function takeLists(
  spec: CommandSpec,
  argv: readonly string[],
): { rest: string[]; lists: Record<string, string[]>; words: string[] } {
  const lists: Record<string, string[]> = {};
  const words: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") {
      rest.push(...argv.slice(i));
      break;
    }
    // A single-dash word is an argument, never a flag (`init -oProxyCommand=x` is a bad REMOTE):
    // parseArgs would read it as short options, so it passes tokenize as a placeholder.
    if (a.length > 1 && a[0] === "-" && a[1] !== "-") {
      rest.push(`${HIDDEN}${words.push(a) - 1}`);
      continue;
    }
    // String tests before the regular expression: only a list flag's word meets it, so most
    // calls compile none (decision 0084).
    const eq = a.indexOf("=");
    const name = a.startsWith("--") ? a.slice(2, eq === -1 ? undefined : eq) : "";
    const m = Object.hasOwn(spec.flags, name) && spec.flags[name]!.type === "list" ? LIST_WORD.exec(a) : null;
    if (!m) {
      rest.push(a);
      continue;
    }
    const list = (lists[m[1]!] ??= []);
    if (m[2] !== undefined) list.push(m[2]);
    else {
      const start = list.length;
      while (i + 1 < argv.length && !argv[i + 1]!.startsWith("--")) list.push(argv[++i]!);
      if (list.length === start) throw usage(`--${m[1]} needs at least one value`);
    }
  }
  return { rest, lists, words };
}

const LIST_WORD = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/s;

/** Marks a word tokenize must not see; NUL cannot occur in a real argument. */
const HIDDEN = "\u0000arg:";

function checkArity(defs: readonly ArgDef[], args: readonly string[], verb: string | undefined): void {
  let min = 0;
  let max = defs.length;
  for (const d of defs) {
    if (!d.optional) min++;
    if (d.variadic) max = Infinity;
  }
  if (args.length >= min && args.length <= max) return;
  const who = verb ? `${verb} ` : "";
  const plain = (d: ArgDef) => d.name.replace(/[<>]/g, "");
  const extra = args.length > max ? `unexpected argument ${JSON.stringify(args[max])}: ` : "";
  if (max === 0) throw usage(`${extra}${who}takes no arguments (see --help)`);
  if (min === 1 && max === 1) {
    const values = defs[0]!.values ? ` (${defs[0]!.values.join(", ")})` : "";
    throw usage(`${extra}${who}takes one ${plain(defs[0]!)} argument${values} (see --help)`);
  }
  if (min === 0 && max === 1) throw usage(`${extra}${who}takes one ${plain(defs[0]!)} argument at most (see --help)`);
  const names = defs.map((d) => plain(d).toLowerCase()).join(" ");
  throw usage(`${who}expected ${min === max ? min : `${min} to ${max}`} arguments (${names}), got ${args.length}`);
}

// ---- help ----

function argsText(defs: readonly ArgDef[] | undefined): string {
  return (defs ?? [])
    .map((d) => {
      const n = d.variadic ? `${d.name}...` : d.name;
      return d.optional ? `[${n}]` : n;
    })
    .join(" ");
}

function flagName(name: string, f: FlagDef): string {
  const arg =
    f.type === "boolean" ? "" : ` ${f.arg ?? (f.type === "integer" ? "N" : f.type === "list" ? "VALUE..." : "VALUE")}`;
  return `--${name}${arg}`;
}

/** Lines of `text` after the first, indented to `width`. */
function hang(text: string, width: number): string {
  return text.split("\n").join(`\n${" ".repeat(width)}`);
}

/** The help text, written from the table: usage line, about, subcommands, flags, exit codes. */
export function helpText(spec: CommandSpec): string {
  const cmd = `gstack-${spec.name}`;
  const flagList = Object.entries(spec.flags)
    .map(([n, f]) => `[${flagName(n, f)}]`)
    .join(" ");
  let synopsis: string;
  const subs = Object.entries(spec.subcommands ?? {});
  if (spec.subcommands) {
    const forms = subs
      .filter(([n]) => n)
      .map(([n, s]) => {
        const form = [n, argsText(s.args)].filter(Boolean).join(" ");
        return n === spec.defaultSubcommand ? `[${form}]` : form;
      });
    synopsis = spec.subcommands[""] ? `[${forms.join(" | ")}]` : forms.join(" | ");
  } else synopsis = argsText(spec.args);
  const inline = `${synopsis} ${flagList}`.trim();
  const out = [
    `usage: ${cmd} ${inline.length <= 90 ? inline : `${synopsis} [flags]`}`.trimEnd(),
    "",
    spec.about.trimEnd(),
    "",
  ];
  if (subs.length) {
    const rows = subs.map(
      ([n, s]) => [n ? [n, argsText(s.args)].filter(Boolean).join(" ") : "(none)", s.about] as const,
    );
    const w = Math.min(Math.max(...rows.map(([l]) => l.length)) + 2, 22);
    for (const [l, about] of rows)
      out.push(`  ${l.padEnd(w)}${l.length >= w ? `\n${" ".repeat(w + 2)}` : ""}${hang(about, w + 2)}`);
  }
  const flags = Object.entries(spec.flags);
  if (flags.length) {
    out.push("Flags:");
    const rows = flags.map(([n, f]) => {
      const facts: string[] = [];
      if (f.values) facts.push(`one of ${f.values.join(", ")}`);
      else if (f.allowed) facts.push(f.allowed);
      else if (f.min !== undefined) facts.push(allowedText(f));
      if (f.default !== undefined) facts.push(`default ${f.default}`);
      const owners = ownersOf(spec, n);
      if (owners) facts.push(`${owners.map((o) => o || "hook mode").join(", ")} only`);
      return [flagName(n, f), `${f.about}${facts.length ? ` (${facts.join("; ")})` : ""}`] as const;
    });
    const w = Math.min(Math.max(...rows.map(([l]) => l.length)) + 2, 22);
    for (const [l, about] of rows)
      out.push(`  ${l.padEnd(w)}${l.length >= w ? `\n${" ".repeat(w + 2)}` : ""}${hang(about, w + 2)}`);
  }
  if (spec.notes) out.push(spec.notes.trimEnd());
  out.push(`Exit: ${spec.exit}`);
  return `${out.join("\n")}\n`;
}

/** A table of flags only (no arguments, help kept elsewhere), for scripts with their own help text. */
export function flagTable<F extends Record<string, "boolean" | "string">>(flags: F) {
  const defs = {} as { [K in keyof F]: { type: F[K]; about: string } };
  for (const k of Object.keys(flags) as (keyof F)[]) defs[k] = { type: flags[k], about: "" };
  return { name: "", about: "", flags: defs, exit: "" };
}
