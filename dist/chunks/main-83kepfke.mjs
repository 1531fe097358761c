// lib/schema/formats.ts
var ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
function isoShape(s) {
  return ISO_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s));
}
function realDate(s) {
  const p = s.slice(0, 10).split("-");
  const [y, m, d] = [Number(p[0]), Number(p[1]), Number(p[2])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
var formats = {
  "date-time": { type: "string", validate: (s) => isoShape(s) && realDate(s) }
};

export { isoShape, realDate, formats };
