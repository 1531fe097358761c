// lib/records/learning-types.ts
var LEARNING_TYPES2 = [
  "pattern",
  "pitfall",
  "preference",
  "architecture",
  "tool",
  "operational",
  "investigation"
];

export { LEARNING_TYPES2 };
