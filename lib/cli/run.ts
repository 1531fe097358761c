// Runs one loaded command: --version, --help, then its run() with errors mapped to exit codes
// (GstackError to its own, anything else is a bug: 70). Used by main.ts and by the built
// per-command entries (scripts/build-fast.ts), so it imports no command registry.
import { type GstackError, rejected } from "../core/errors.ts";
import { EXIT, exitCodeOf } from "./exit-codes.ts";
import type { Command, Io } from "./command.ts";
import { fstatSync, readSync } from "node:fs";
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
      return readStdin(MAX_STDIN_BYTES);
    },
  };
}

/** More than any command takes (records 1 MiB, artifacts 4 MiB, a hook's tool call). */
export const MAX_STDIN_BYTES = 64 * 1024 * 1024;

/**
 * All of standard input, refused past `max` bytes: `yes | gstack-x -` must not read until memory
 * runs out. A read error ends the input, as a closed stdin does.
 */
function readStdin(max: number): string {
  const chunks: Buffer[] = [];
  let total = 0;
  const buf = Buffer.allocUnsafe(1024 * 1024);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buf, 0, buf.length, null);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EAGAIN") {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2); // non-blocking pipe: wait for data
        continue;
      }
      break;
    }
    if (n === 0) break;
    total += n;
    if (total > max) throw rejected("stdin", `at most ${max} bytes`, `more than ${max} bytes`);
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function runCommand(name: string, cmd: Command, rest: string[]): Promise<number> {
  const beforeDashes = rest.indexOf("--") === -1 ? rest : rest.slice(0, rest.indexOf("--"));
  if (beforeDashes.includes("--version")) {
    const { kitVersion } = await import("../kit.ts");
    writeOut(`gstack-${name} ${kitVersion()}\n`);
    return EXIT.ok;
  }
  if (beforeDashes.includes("--help") || beforeDashes.includes("-h") || (cmd.subcommands && rest[0] === "help")) {
    writeOut(cmd.help.endsWith("\n") ? cmd.help : `${cmd.help}\n`);
    return EXIT.ok;
  }
  try {
    return (await cmd.run(makeIo(rest))) ?? EXIT.ok;
  } catch (err) {
    const code = exitCodeOf(err);
    if (code !== EXIT.internal) {
      writeErr(`gstack-${name}: ${(err as GstackError).message.replace(/[\r\n]+/g, " ")}\n`);
      return code;
    }
    writeErr(`gstack-${name}: internal error: ${(err as Error)?.stack ?? String(err)}\n`);
    return EXIT.internal;
  }
}
