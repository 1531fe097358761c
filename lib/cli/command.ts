// The shape of one bin/ command: its help text and a run function.
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
}
