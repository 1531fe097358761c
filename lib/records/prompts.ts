// The user's own recent prompts, per session (prompts/<session>.jsonl, 0600), kept so that a
// learning marked user-stated can be checked against what the user really said: the agent's
// word alone never makes a learning trusted. The UserPromptSubmit hook calls recordPrompt with
// each prompt; secrets are redacted before anything is stored, and only the last 50 prompts of
// the last 24 hours are kept, pruned on every write. See docs/decisions/0051.
import { dirname } from "node:path";
import { promptLog } from "../state/paths.ts";
import { readIfExists, removeStale, writeFileAtomic } from "../state/fs.ts";
import { withLock } from "../state/lock.ts";
import { parseLines } from "../state/jsonl.ts";
import { checkSessionId } from "../state/session-id.ts";
import { redactSecrets } from "./redact.ts";
import { wordsOf } from "./normalize.ts";

export const PROMPT_KEEP = 50;
export const PROMPT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Longer prompts (pasted logs) are cut; the words a learning quotes come early. */
export const PROMPT_MAX_CHARS = 16_000;

interface StoredPrompt {
  ts: string;
  text: string;
}

/** Appends the user's prompt to the session's store, dropping what is past retention (also other sessions' stale stores). */
export async function recordPrompt(
  root: string,
  sessionId: string,
  prompt: string,
  now: Date = new Date(),
): Promise<void> {
  const file = promptLog(root, checkSessionId(sessionId, "session id"));
  const text = redactSecrets(prompt.slice(0, PROMPT_MAX_CHARS));
  await withLock(file, () => {
    const kept = readPrompts(file, now.getTime());
    kept.push({ ts: now.toISOString(), text });
    writeFileAtomic(
      file,
      kept
        .slice(-PROMPT_KEEP)
        .map((p) => `${JSON.stringify(p)}\n`)
        .join(""),
    );
  });
  removeStale(dirname(file), ".jsonl", PROMPT_MAX_AGE_MS, now.getTime());
}

/** The session's prompts within retention, oldest first. */
export function recentPrompts(root: string, sessionId: string, now: Date = new Date()): string[] {
  return readPrompts(promptLog(root, checkSessionId(sessionId, "session id")), now.getTime()).map((p) => p.text);
}

function readPrompts(file: string, nowMs: number): StoredPrompt[] {
  const text = readIfExists(file);
  if (!text) return [];
  return parseLines<StoredPrompt>(text)
    .records.filter(
      (p) =>
        typeof p?.text === "string" &&
        typeof p.ts === "string" &&
        nowMs - Date.parse(p.ts) <= PROMPT_MAX_AGE_MS &&
        Date.parse(p.ts) <= nowMs + 60_000,
    )
    .slice(-PROMPT_KEEP);
}

// Words that carry no claim: articles, pronouns, and the phrasing an agent adds when it reports
// what the user said ("the user prefers ..."). Negations and quantifiers stay: they change meaning.
const FILLER = new Set([
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
  "also",
]);

/** A crude stem so that "tabs"/"tab", "spaces"/"space" and "rebased"/"rebasing" compare equal. */
function stem(w: string): string {
  for (const suffix of ["ing", "ed", "s"]) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.length >= 4 && w.endsWith("e") ? w.slice(0, -1) : w;
}

/** The words of text that make its claim, stemmed. */
export function claimWords(text: string): Set<string> {
  return new Set(
    wordsOf(text)
      .filter((w) => !FILLER.has(w))
      .map(stem),
  );
}

/**
 * Whether `insight` is the user's own words: every word of its claim (filler words aside) appears
 * in one of the session's recent prompts. An agent can quote and reorder the user, but not add
 * a claim of its own (a new word such as "never", a path, a command) and still pass.
 */
export function userSaid(prompts: readonly string[], insight: string): boolean {
  const claim = claimWords(insight);
  if (!claim.size) return false;
  return prompts.some((p) => {
    const said = claimWords(p);
    for (const w of claim) if (!said.has(w)) return false;
    return true;
  });
}
