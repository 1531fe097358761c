// The one error the `yaml` engine throws out through gray-matter (loader and generator alike):
// it carries yaml's own errors, positions included, so each caller reports them its own way.
import type { YAMLError } from "yaml";

export class YamlFailure extends Error {
  constructor(readonly errors: readonly YAMLError[]) {
    super(yamlMessage(errors[0]?.message ?? "invalid YAML"));
    this.name = "YamlFailure";
  }
}

/** yaml's message, first line only, without the position it appends (callers give their own). */
export function yamlMessage(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}
