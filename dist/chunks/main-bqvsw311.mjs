import {
  didYouMean,
  usage
} from "./main-4q1q6370.mjs";

// lib/cli/args.ts
function parseArgs(argv, spec) {
  const flags = {};
  const positionals = [];
  for (let i = 0;i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const kind = spec[name];
    if (!kind) {
      const known = Object.keys(spec).map((k) => `--${k}`).join(", ") || "none";
      throw usage(`unknown flag --${name}${didYouMean(`--${name}`, Object.keys(spec).map((k) => `--${k}`))} (allowed: ${known})`);
    }
    if (kind === "boolean") {
      if (eq !== -1)
        throw usage(`--${name} takes no value`);
      flags[name] = true;
      continue;
    }
    let value;
    if (eq !== -1)
      value = arg.slice(eq + 1);
    else {
      value = argv[++i];
      if (value === undefined)
        throw usage(`--${name} needs a value`);
    }
    if (kind === "number") {
      if (!/^-?\d+$/.test(value))
        throw usage(`--${name}: an integer is allowed (got ${JSON.stringify(value)})`);
      flags[name] = Number(value);
    } else
      flags[name] = value;
  }
  return { flags, positionals };
}
function str3(p, name) {
  const v = p.flags[name];
  return typeof v === "string" ? v : undefined;
}
function num2(p, name) {
  const v = p.flags[name];
  return typeof v === "number" ? v : undefined;
}
function bool2(p, name) {
  return p.flags[name] === true;
}

export { parseArgs, str3, num2, bool2 };
