import {
  didYouMean,
  usage,
  badFlag,
  unknownSubcommand
} from "./main-90sp2g8n.mjs";
// lib/cli/args.ts
async function parse2(spec, argv) {
  const { rest, lists, words } = takeLists(spec, argv);
  const real = (v) => v.startsWith(HIDDEN) ? words[Number(v.slice(HIDDEN.length))] : v;
  const options = {};
  for (const [name, f] of Object.entries(spec.flags))
    if (f.type !== "list")
      options[name] = { type: f.type === "boolean" ? "boolean" : "string" };
  const tokens = tokenize(rest, options);
  const flags = {};
  const given = new Set(Object.keys(lists));
  const positionals = [];
  for (const t of tokens) {
    if (t.kind === "positional")
      positionals.push(real(t.value));
    if (t.kind !== "option")
      continue;
    const f = Object.hasOwn(spec.flags, t.name) ? spec.flags[t.name] : undefined;
    if (!f || !t.rawName.startsWith("--"))
      throw unknownFlag(spec, t.rawName);
    given.add(t.name);
    if (f.type === "boolean") {
      if (t.value !== undefined)
        throw usage(`--${t.name} takes no value`);
      flags[t.name] = true;
      continue;
    }
    if (t.value === undefined)
      throw usage(`--${t.name} needs a value`);
    flags[t.name] = value(t.name, f, real(t.value));
  }
  Object.assign(flags, lists);
  for (const [name, f] of Object.entries(spec.flags))
    if (flags[name] === undefined && f.default !== undefined)
      flags[name] = f.default;
  let verb;
  let args = positionals;
  let argDefs = spec.args ?? [];
  if (spec.subcommands) {
    const first = positionals[0];
    if (first !== undefined) {
      if (!Object.hasOwn(spec.subcommands, first) || first === "")
        throw unknownSubcommand(first, [...subcommandNames(spec), "help"], spec.subcommands[""] ? "; no argument for hook mode" : "");
      [verb, args] = [first, positionals.slice(1)];
    } else if (spec.defaultSubcommand !== undefined)
      verb = spec.defaultSubcommand;
    else if (spec.subcommands[""])
      verb = "";
    else
      throw usage(`unknown subcommand "": a subcommand is required (allowed: ${subcommandNames(spec).join(", ")}; see --help)`);
    const sub = spec.subcommands[verb];
    argDefs = sub.args ?? [];
    for (const name of given) {
      const owners = ownersOf(spec, name);
      if (owners && !owners.includes(verb))
        throw usage(`--${name} does not apply to ${verb || "hook mode"} (only to ${owners.join(", ")})`);
    }
  }
  checkArity(argDefs, args, verb);
  return { verb, flags, given, args };
}
function tokenize(words, options) {
  const tokens = [];
  for (let i = 0;i < words.length; i++) {
    const word = words[i];
    if (word === "--") {
      tokens.push({ kind: "option-terminator" });
      while (++i < words.length)
        tokens.push({ kind: "positional", value: words[i] });
      break;
    }
    if (word.length > 2 && word.startsWith("--")) {
      const eq = word.indexOf("=");
      if (eq > 2) {
        const name = word.slice(2, eq);
        tokens.push({ kind: "option", name, rawName: `--${name}`, value: word.slice(eq + 1) });
        continue;
      }
      const name = word.slice(2);
      const takes = Object.hasOwn(options, name) && options[name].type === "string" && i + 1 < words.length;
      tokens.push({ kind: "option", name, rawName: word, value: takes ? words[++i] : undefined });
      continue;
    }
    tokens.push({ kind: "positional", value: word });
  }
  return tokens;
}
function subcommandNames(spec) {
  const names = [];
  for (const s in spec.subcommands)
    if (s)
      names.push(s);
  return names;
}
function ownersOf(spec, flag) {
  const owners = [];
  for (const [n, s] of Object.entries(spec.subcommands ?? {}))
    if (s.flags?.includes(flag))
      owners.push(n);
  return owners.length ? owners : undefined;
}
function unknownFlag(spec, raw) {
  const known = Object.keys(spec.flags).map((k) => `--${k}`);
  return usage(`unknown flag ${raw}${didYouMean(raw, [...known, "--help"])} (allowed: ${known.join(", ") || "none"})`);
}
function value(name, f, raw) {
  if (f.type === "integer") {
    if (!/^-?\d+$/.test(raw))
      throw usage(`--${name}: an integer is allowed (got ${JSON.stringify(raw)})`);
    const n = Number(raw);
    if (f.min !== undefined && n < f.min || f.max !== undefined && n > f.max || !Number.isSafeInteger(n))
      throw badFlag(name, allowedText(f), n);
    return n;
  }
  if (f.values && !f.values.includes(raw))
    throw badFlag(name, allowedText(f), raw);
  return raw;
}
function allowedText(f) {
  if (f.allowed)
    return f.allowed;
  if (f.values)
    return `one of ${f.values.join(", ")}`;
  if (f.min !== undefined && f.max !== undefined)
    return `an integer from ${f.min} to ${f.max}`;
  if (f.min !== undefined)
    return `an integer >= ${f.min}`;
  return "a safe integer";
}
function takeLists(spec, argv) {
  const lists = {};
  const words = [];
  const rest = [];
  for (let i = 0;i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      rest.push(...argv.slice(i));
      break;
    }
    if (a.length > 1 && a[0] === "-" && a[1] !== "-") {
      rest.push(`${HIDDEN}${words.push(a) - 1}`);
      continue;
    }
    const eq = a.indexOf("=");
    const name = a.startsWith("--") ? a.slice(2, eq === -1 ? undefined : eq) : "";
    const m = Object.hasOwn(spec.flags, name) && spec.flags[name].type === "list" ? LIST_WORD.exec(a) : null;
    if (!m) {
      rest.push(a);
      continue;
    }
    const list = lists[m[1]] ??= [];
    if (m[2] !== undefined)
      list.push(m[2]);
    else {
      const start = list.length;
      while (i + 1 < argv.length && !argv[i + 1].startsWith("--"))
        list.push(argv[++i]);
      if (list.length === start)
        throw usage(`--${m[1]} needs at least one value`);
    }
  }
  return { rest, lists, words };
}
var LIST_WORD = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/s;
var HIDDEN = "\x00arg:";
function checkArity(defs, args, verb) {
  let min = 0;
  let max = defs.length;
  for (const d of defs) {
    if (!d.optional)
      min++;
    if (d.variadic)
      max = Infinity;
  }
  if (args.length >= min && args.length <= max)
    return;
  const who = verb ? `${verb} ` : "";
  const plain = (d) => d.name.replace(/[<>]/g, "");
  const extra = args.length > max ? `unexpected argument ${JSON.stringify(args[max])}: ` : "";
  if (max === 0)
    throw usage(`${extra}${who}takes no arguments (see --help)`);
  if (min === 1 && max === 1) {
    const values = defs[0].values ? ` (${defs[0].values.join(", ")})` : "";
    throw usage(`${extra}${who}takes one ${plain(defs[0])} argument${values} (see --help)`);
  }
  if (min === 0 && max === 1)
    throw usage(`${extra}${who}takes one ${plain(defs[0])} argument at most (see --help)`);
  const names = defs.map((d) => plain(d).toLowerCase()).join(" ");
  throw usage(`${who}expected ${min === max ? min : `${min} to ${max}`} arguments (${names}), got ${args.length}`);
}
function argsText(defs) {
  return (defs ?? []).map((d) => {
    const n = d.variadic ? `${d.name}...` : d.name;
    return d.optional ? `[${n}]` : n;
  }).join(" ");
}
function flagName(name, f) {
  const arg = f.type === "boolean" ? "" : ` ${f.arg ?? (f.type === "integer" ? "N" : f.type === "list" ? "VALUE..." : "VALUE")}`;
  return `--${name}${arg}`;
}
function hang(text, width) {
  return text.split(`
`).join(`
${" ".repeat(width)}`);
}
function helpText(spec) {
  const cmd = `gstack-${spec.name}`;
  const flagList = Object.entries(spec.flags).map(([n, f]) => `[${flagName(n, f)}]`).join(" ");
  let synopsis;
  const subs = Object.entries(spec.subcommands ?? {});
  if (spec.subcommands) {
    const forms = subs.filter(([n]) => n).map(([n, s]) => {
      const form = [n, argsText(s.args)].filter(Boolean).join(" ");
      return n === spec.defaultSubcommand ? `[${form}]` : form;
    });
    synopsis = spec.subcommands[""] ? `[${forms.join(" | ")}]` : forms.join(" | ");
  } else
    synopsis = argsText(spec.args);
  const inline = `${synopsis} ${flagList}`.trim();
  const out = [
    `usage: ${cmd} ${inline.length <= 90 ? inline : `${synopsis} [flags]`}`.trimEnd(),
    "",
    spec.about.trimEnd(),
    ""
  ];
  if (subs.length) {
    const rows = subs.map(([n, s]) => [n ? [n, argsText(s.args)].filter(Boolean).join(" ") : "(none)", s.about]);
    const w = Math.min(Math.max(...rows.map(([l]) => l.length)) + 2, 22);
    for (const [l, about] of rows)
      out.push(`  ${l.padEnd(w)}${l.length >= w ? `
${" ".repeat(w + 2)}` : ""}${hang(about, w + 2)}`);
  }
  const flags = Object.entries(spec.flags);
  if (flags.length) {
    out.push("Flags:");
    const rows = flags.map(([n, f]) => {
      const facts = [];
      if (f.values)
        facts.push(`one of ${f.values.join(", ")}`);
      else if (f.allowed)
        facts.push(f.allowed);
      else if (f.min !== undefined)
        facts.push(allowedText(f));
      if (f.default !== undefined)
        facts.push(`default ${f.default}`);
      const owners = ownersOf(spec, n);
      if (owners)
        facts.push(`${owners.map((o) => o || "hook mode").join(", ")} only`);
      return [flagName(n, f), `${f.about}${facts.length ? ` (${facts.join("; ")})` : ""}`];
    });
    const w = Math.min(Math.max(...rows.map(([l]) => l.length)) + 2, 22);
    for (const [l, about] of rows)
      out.push(`  ${l.padEnd(w)}${l.length >= w ? `
${" ".repeat(w + 2)}` : ""}${hang(about, w + 2)}`);
  }
  if (spec.notes)
    out.push(spec.notes.trimEnd());
  out.push(`Exit: ${spec.exit}`);
  return `${out.join(`
`)}
`;
}

export { parse2, subcommandNames, helpText };
