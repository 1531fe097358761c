// The sync status file (.sync/status.json): written by gstack-sync at the end of every run, read
// by the preamble's SYNC line and `gstack-sync status`. Reading it is one small file, no git.
import { join } from "node:path";
import { readIfExists, writeFileAtomic } from "../state/fs.ts";

export const SYNC_MODES = ["off", "manual", "auto"] as const;
export type SyncMode = (typeof SYNC_MODES)[number];

/** A successful sync older than this reads as `behind`: the other machines have likely moved on. */
export const BEHIND_AFTER_MS = 24 * 3_600_000;
/** `sync: auto` starts a background sync at most this often. */
export const AUTO_INTERVAL_MS = 10 * 60_000;

export interface RemoteStatus {
  url: string;
  /** Result of the last attempt. */
  state: "ok" | "error";
  at: string;
  last_ok?: string;
  error?: string;
  /** Files of ours changed in the last commit (0: nothing new). */
  pushed: number;
  /** Peer files brought in by the last run. */
  pulled: number;
  peers: string[];
  blocked?: { file: string; kind: string }[];
  /** Artifacts of one name written here and on a peer: ours kept, theirs under remote/<peer>/. */
  conflicts?: { file: string; peer: string }[];
}

export interface SyncStatus {
  v: 1;
  device: string;
  own?: RemoteStatus;
  team?: RemoteStatus;
}

export function syncDir(root: string): string {
  return join(root, ".sync");
}

export function statusFile(root: string): string {
  return join(root, ".sync", "status.json");
}

export function readStatus(root: string): SyncStatus | undefined {
  try {
    const s = JSON.parse(readIfExists(statusFile(root)) ?? "null") as SyncStatus | null;
    return s && s.v === 1 ? s : undefined;
  } catch {
    return undefined;
  }
}

export function writeStatus(root: string, s: SyncStatus): void {
  writeFileAtomic(statusFile(root), `${JSON.stringify(s, null, 2)}\n`);
}

/** ok | behind | error | off, from the status file and the mode alone. */
export function syncWord(
  status: SyncStatus | undefined,
  mode: string,
  now = Date.now(),
): "ok" | "behind" | "error" | "off" {
  if (mode !== "manual" && mode !== "auto") return "off";
  const remotes = [status?.own, status?.team].filter((r): r is RemoteStatus => r !== undefined);
  if (!remotes.length) return "behind";
  if (remotes.some((r) => r.state === "error")) return "error";
  const oldest = Math.min(...remotes.map((r) => Date.parse(r.last_ok ?? "") || 0));
  return now - oldest > BEHIND_AFTER_MS ? "behind" : "ok";
}

/**
 * Whether sync: auto should start a run now: none was started in the last AUTO_INTERVAL_MS
 * (.sync/auto-at holds when the last one was). Claims the slot when it is free.
 */
export function claimAutoRun(root: string, now = Date.now()): boolean {
  const file = join(root, ".sync", "auto-at");
  const last = Date.parse(readIfExists(file)?.trim() ?? "");
  if (Number.isFinite(last) && now - last < AUTO_INTERVAL_MS && last <= now + 60_000) return false;
  writeFileAtomic(file, `${new Date(now).toISOString()}\n`, { durable: false });
  return true;
}
