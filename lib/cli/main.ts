// Entry point of every bin/ shim: `main.ts <command> [args...]`.
// Maps GstackError to its exit code; any other error is a bug and exits 70.
import { commands } from "./commands/index.ts";
import { GstackError, EXIT } from "./errors.ts";
import type { Io } from "./command.ts";
import { fstatSync, readFileSync } from "node:fs";
import { writeErr, writeOut } from "./stdio.ts";

function makeIo(argv: string[]): Io {
  return {
    argv,
    env: process.env,
    cwd: process.cwd(),
    out: writeOut,
    err: writeErr,
    stdin: async () => {
      // Not node:tty: importing it costs ~10 ms per call.
      if (fstatSync(0).isCharacterDevice()) return "";
      try {
        return readFileSync(0, "utf8");
      } catch {
        return "";
      }
    },
  };
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const load = name ? commands[name] : undefined;
  if (!name || !load) {
    writeErr(`gstack: unknown command ${JSON.stringify(name ?? "")} (allowed: ${Object.keys(commands).join(", ")})\n`);
    return EXIT.usage;
  }
  const cmd = (await load()).default;
  const beforeDashes = rest.indexOf("--") === -1 ? rest : rest.slice(0, rest.indexOf("--"));
  if (beforeDashes.includes("--help") || beforeDashes.includes("-h")) {
    writeOut(cmd.help.endsWith("\n") ? cmd.help : `${cmd.help}\n`);
    return EXIT.ok;
  }
  try {
    return (await cmd.run(makeIo(rest))) ?? EXIT.ok;
  } catch (err) {
    if (err instanceof GstackError) {
      writeErr(`gstack-${name}: ${err.message.replace(/[\r\n]+/g, " ")}\n`);
      return err.exitCode;
    }
    writeErr(`gstack-${name}: internal error: ${(err as Error)?.stack ?? String(err)}\n`);
    return 70;
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2));
}
