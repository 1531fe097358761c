import {
  parse2,
  helpText
} from "./main-x9xq6rat.mjs";

// lib/cli/command.ts
function defineCommand(spec, run) {
  return {
    spec,
    get help() {
      return helpText(spec);
    },
    subcommands: spec.subcommands ? Object.keys(spec.subcommands).filter((s) => s) : undefined,
    run: async (io) => run(io, await parse2(spec, io.argv))
  };
}
function withErrors(command, onError) {
  return {
    ...command,
    get help() {
      return command.help;
    },
    run: async (io) => {
      try {
        return await command.run(io);
      } catch (err) {
        return onError(err, io);
      }
    }
  };
}

export { defineCommand, withErrors };
