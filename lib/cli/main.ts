// Entry point of every bin/ shim: `main.ts <command> [args...]`.
// Finds the command in the registry; run.ts runs it (exit codes, --help, --version).
import { commands } from "./commands/index.ts";
import { EXIT } from "./exit-codes.ts";
import { writeErr } from "./stdio.ts";
import { didYouMean } from "../core/suggest.ts";
import { runCommand } from "./run.ts";

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const load = name && Object.hasOwn(commands, name) ? commands[name] : undefined; // not `constructor`
  if (!name || !load) {
    const names = Object.keys(commands);
    writeErr(
      `gstack: unknown command ${JSON.stringify(name ?? "")}${name ? didYouMean(name, names) : ""} (allowed: ${names.join(", ")})\n`,
    );
    return EXIT.usage;
  }
  return runCommand(name, (await load()).default, rest);
}

if (import.meta.main) {
  delete process.env.BUN_BE_BUN; // set by build/gstack when it runs this file for a stale build (built.ts)
  process.exitCode = await main(process.argv.slice(2));
}
