// The shape of a generated validator (lib/schema/generated/*.js, ajv standalone code built with
// `verbose: true`, so each error carries the failing sub-schema and value).

export interface SchemaError {
  /** JSON Pointer of the failing value, "" for the record itself. */
  instancePath: string;
  /** JSON Pointer of the failing keyword in the schema. */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** The sub-schema holding the failing keyword. */
  parentSchema?: Record<string, unknown>;
  /** The failing value. */
  data?: unknown;
  /** Set when a property name broke `propertyNames`. */
  propertyName?: string;
}

export interface Validator {
  (value: unknown): boolean;
  /** The first error of the last call that failed (null after a pass). */
  errors?: SchemaError[] | null;
  /** The schema it was generated from. */
  schema?: Record<string, unknown>;
}
