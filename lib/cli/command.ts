// The shape of one bin/ command: its help text and a run function.
import { helpText, parse, subcommandNames, type CommandSpec, type Parsed } from "./args.ts";

export interface Io {
  argv: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  out(text: string): void;
  err(text: string): void;
  /** Reads all of standard input (empty string when it is a TTY). */
  stdin(): Promise<string>;
}

export interface Command {
  /** Help text printed by --help; first line is the usage line. */
  help: string;
  /** Subcommands, when the command has them: `gstack-x help` then prints the help. */
  subcommands?: readonly string[];
  /** Returns the exit code (0 when omitted). */
  run(io: Io): Promise<number | void> | number | void;
  /** The argument table the command parses by and writes its help from. */
  spec?: CommandSpec;
}

/** A command from its argument table: help is written from the table, run gets argv parsed by it. */
export function defineCommand<S extends CommandSpec>(
  spec: S,
  run: (io: Io, p: Parsed<S["flags"]>) => Promise<number | void> | number | void,
): Command & { spec: S } {
  return {
    spec,
    get help() {
      return helpText(spec);
    },
    subcommands: spec.subcommands ? subcommandNames(spec) : undefined,
    run: async (io) => run(io, await parse(spec, io.argv)),
  };
}

/**
 * The command with every error its run throws (parsing included) handed to `onError`, which
 * returns an exit code or throws (the error itself, or another in its place).
 */
export function withErrors(command: Command, onError: (err: unknown, io: Io) => number): Command {
  // Not `...command`: a spread reads the help getter, writing the whole help text on every call.
  return {
    spec: command.spec,
    subcommands: command.subcommands,
    get help() {
      return command.help;
    },
    run: async (io) => {
      try {
        return await command.run(io);
      } catch (err) {
        return onError(err, io);
      }
    },
  };
}
