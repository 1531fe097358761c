// The learning types (state-schema/learning.schema.json's `type` enum; a test holds them equal).
// Apart from learning-record.ts so the generator can check a {{LEARNINGS type=...}} argument
// without loading the record module.
export const LEARNING_TYPES = [
  "pattern",
  "pitfall",
  "preference",
  "architecture",
  "tool",
  "operational",
  "investigation",
] as const;
export type LearningType = (typeof LEARNING_TYPES)[number];
