// The formats state-schema/ uses, for the generated validators (lib/schema/generated/*.js import
// this module; ajv itself is not loaded at run time). One date-time rule for the whole kit.

/** RFC 3339 date-time: seconds and a zone are required, fractions up to nanoseconds. */
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** The shape is right and Date.parse reads it (the calendar is checked by realDate). */
export function isoShape(s: string): boolean {
  return ISO_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s));
}

/** The date exists: Date.parse rolls 2026-02-30 over to March 2. */
export function realDate(s: string): boolean {
  // Not split("-").map(Number): cold, a map costs a call ~0.3 ms (decision 0084).
  const p = s.slice(0, 10).split("-");
  const [y, m, d] = [Number(p[0]), Number(p[1]), Number(p[2])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The schemas' `format: date-time`. */
export const formats = {
  "date-time": { type: "string", validate: (s: string): boolean => isoShape(s) && realDate(s) },
} as const;
