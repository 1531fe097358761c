// Checks records against state-schema/ with ajv compiled here, apart from the kit's generated
// validators (lib/schema/generated/): the schemas are the source of truth, read twice.
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { KIT } from "./state.ts";
import { formats } from "../../lib/schema/formats.ts";

const ajv = new Ajv2020({ allErrors: true, strict: false });
// The one format the schemas use, by the kit's one rule, instead of pulling in ajv-formats.
ajv.addFormat("date-time", formats["date-time"]);
const dir = join(KIT, "state-schema");
for (const f of readdirSync(dir))
  if (f.endsWith(".json")) ajv.addSchema(JSON.parse(readFileSync(join(dir, f), "utf8")), f);

/** Throws with ajv's errors when `record` does not match state-schema/<file>. */
export function assertSchema(file: string, record: unknown): void {
  const validate = ajv.getSchema(file);
  if (!validate) throw new Error(`no schema state-schema/${file}`);
  if (!validate(record))
    throw new Error(`${file}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(record).slice(0, 300)}`);
}

/** Parses every line of a JSONL file and checks each against the schema. */
export function assertJsonlSchema(file: string, path: string): unknown[] {
  const lines = readFileSync(path, "utf8").split("\n").filter(Boolean);
  const records = lines.map((l) => JSON.parse(l));
  for (const r of records) assertSchema(file, r);
  return records;
}
