import {
  parse2,
  subcommandNames,
  helpText
} from "./main-346h8whb.mjs";

// lib/cli/command.ts
function defineCommand(spec, run) {
  return {
    spec,
    get help() {
      return helpText(spec);
    },
    subcommands: spec.subcommands ? subcommandNames(spec) : undefined,
    run: async (io) => run(io, await parse2(spec, io.argv))
  };
}
function withErrors(command, onError) {
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
    }
  };
}

export { defineCommand, withErrors };
