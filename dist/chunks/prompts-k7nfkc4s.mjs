import {
  promptLog
} from "./main-dj24thjv.mjs";
import {
  withLock2
} from "./main-jnxyrj1v.mjs";
import {
  parseLines2
} from "./main-k6ny11s1.mjs";
import {
  checkSessionId2
} from "./main-rhf6bxff.mjs";
import {
  wordsOf,
  redactSecrets
} from "./main-n6wwwqst.mjs";
import {
  writeFileAtomic,
  readIfExists,
  removeStale
} from "./main-kt1qhm98.mjs";

// lib/records/prompts.ts
import { dirname } from "node:path";
var PROMPT_KEEP = 50;
var PROMPT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
var PROMPT_MAX_CHARS = 16000;
async function recordPrompt(root, sessionId, prompt, now = new Date) {
  const file = promptLog(root, checkSessionId2(sessionId, "session id"));
  const text = redactSecrets(prompt.slice(0, PROMPT_MAX_CHARS));
  await withLock2(file, () => {
    const kept = readPrompts(file, now.getTime());
    kept.push({ ts: now.toISOString(), text });
    writeFileAtomic(file, kept.slice(-PROMPT_KEEP).map((p) => `${JSON.stringify(p)}
`).join(""));
  });
  removeStale(dirname(file), ".jsonl", PROMPT_MAX_AGE_MS, now.getTime());
}
function recentPrompts(root, sessionId, now = new Date) {
  return readPrompts(promptLog(root, checkSessionId2(sessionId, "session id")), now.getTime()).map((p) => p.text);
}
function readPrompts(file, nowMs) {
  const text = readIfExists(file);
  if (!text)
    return [];
  return parseLines2(text).records.filter((p) => typeof p?.text === "string" && typeof p.ts === "string" && nowMs - Date.parse(p.ts) <= PROMPT_MAX_AGE_MS && Date.parse(p.ts) <= nowMs + 60000).slice(-PROMPT_KEEP);
}
var FILLER = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "but",
  "of",
  "to",
  "in",
  "on",
  "at",
  "by",
  "for",
  "with",
  "from",
  "as",
  "into",
  "onto",
  "than",
  "then",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "it",
  "its",
  "this",
  "that",
  "these",
  "those",
  "there",
  "here",
  "so",
  "if",
  "i",
  "me",
  "my",
  "we",
  "us",
  "our",
  "you",
  "your",
  "they",
  "them",
  "their",
  "he",
  "she",
  "his",
  "her",
  "user",
  "users",
  "prefer",
  "prefers",
  "preferred",
  "preference",
  "want",
  "wants",
  "wanted",
  "like",
  "likes",
  "said",
  "says",
  "say",
  "stated",
  "states",
  "told",
  "tells",
  "asked",
  "asks",
  "mentioned",
  "per",
  "please",
  "would",
  "should",
  "also"
]);
function stem(w) {
  for (const suffix of ["ing", "ed", "s"]) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.length >= 4 && w.endsWith("e") ? w.slice(0, -1) : w;
}
function claimWords(text) {
  return new Set(wordsOf(text).filter((w) => !FILLER.has(w)).map(stem));
}
function userSaid(prompts, insight) {
  const claim = claimWords(insight);
  if (!claim.size)
    return false;
  return prompts.some((p) => {
    const said = claimWords(p);
    for (const w of claim)
      if (!said.has(w))
        return false;
    return true;
  });
}
export {
  recentPrompts,
  recordPrompt,
  userSaid
};
