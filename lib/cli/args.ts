// Minimal flag parser: known flags only, `--k v` and `--k=v`, `--` ends flags.
import { usage } from "./errors.ts";
import { didYouMean } from "./suggest.ts";

export type FlagSpec = Record<string, "string" | "boolean" | "number">;

export interface Parsed {
  flags: Record<string, string | boolean | number | undefined>;
  positionals: string[];
}

export function parseArgs(argv: readonly string[], spec: FlagSpec): Parsed {
  const flags: Parsed["flags"] = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
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
      if (eq !== -1) throw usage(`--${name} takes no value`);
      flags[name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      value = argv[++i];
      if (value === undefined) throw usage(`--${name} needs a value`);
    }
    if (kind === "number") {
      if (!/^-?\d+$/.test(value)) throw usage(`--${name}: an integer is allowed (got ${JSON.stringify(value)})`);
      flags[name] = Number(value);
    } else flags[name] = value;
  }
  return { flags, positionals };
}

/** Reads a string flag, or undefined. */
export function str(p: Parsed, name: string): string | undefined {
  const v = p.flags[name];
  return typeof v === "string" ? v : undefined;
}

export function num(p: Parsed, name: string): number | undefined {
  const v = p.flags[name];
  return typeof v === "number" ? v : undefined;
}

export function bool(p: Parsed, name: string): boolean {
  return p.flags[name] === true;
}
