import { defineCommand } from "../command.ts";
import { GstackError, rejected, usage } from "../errors.ts";
import { jsonLine } from "../output.ts";
import { readFileSync } from "node:fs";
import { compileSchema, lastJsonLine, SchemaError } from "../../subagent/schema.ts";

export default defineCommand(
  {
    name: "subagent-result",
    about: `Reads a subagent's output (stdin, or --input FILE), takes its last non-empty line as JSON
(a closing \`\`\` fence after it is skipped), validates it against the JSON Schema in FILE, and
prints it as one line. On failure prints one line naming what is wrong and exits 1.
Schema keywords: type, enum, const, properties, required, additionalProperties, items,
min/maxItems, uniqueItems, min/maxLength, pattern, minimum, maximum, exclusiveMinimum,
exclusiveMaximum, multipleOf, min/maxProperties, anyOf, oneOf, allOf, not, local $ref;
annotations (title, description, format, ...) are ignored; any other keyword is an error.`,
    flags: {
      schema: { type: "string", arg: "FILE", about: "the JSON Schema (required)" },
      input: { type: "string", arg: "FILE", about: "read the output from FILE instead of stdin" },
    },
    exit: "0 valid, 1 no JSON last line / fails the schema / unusable schema file, 2 usage.",
  },
  async (io, p) => {
    const schemaFile = p.flags.schema;
    if (!schemaFile) throw usage("--schema FILE is required");
    let schema: unknown;
    try {
      schema = JSON.parse(readFileSync(schemaFile, "utf8"));
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      throw rejected(
        "schema",
        e.code ? `a readable JSON Schema file (${e.code})` : "a file holding valid JSON",
        schemaFile,
      );
    }
    let validate;
    try {
      validate = compileSchema(schema);
    } catch (err) {
      if (err instanceof SchemaError) throw new GstackError(err.message);
      throw err;
    }
    const inputFile = p.flags.input;
    let output: string;
    if (inputFile === undefined) output = await io.stdin();
    else {
      try {
        output = readFileSync(inputFile, "utf8");
      } catch (err) {
        throw rejected("input", `a readable file (${(err as NodeJS.ErrnoException).code ?? "unreadable"})`, inputFile);
      }
    }
    const last = lastJsonLine(output);
    if ("error" in last) throw new GstackError(last.error);
    let problem: string | undefined;
    try {
      problem = validate(last.value);
    } catch (err) {
      // JSON.parse accepts 100,000 nested arrays; walking them overflows the stack.
      if (err instanceof RangeError)
        throw rejected("input", "JSON nested less deeply (the last line nests too deep to check)");
      throw err;
    }
    if (problem) throw new GstackError(problem);
    io.out(jsonLine(last.value));
    return 0;
  },
);
