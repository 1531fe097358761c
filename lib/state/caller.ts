// The last step of the session rule (session-id.ts): the calling shell's $PPID, as gstack's
// preamble uses it. Its own module so session-id.ts can load it lazily without an import loop
// through sessions.ts (which needs session-id.ts for the id pattern).
import { readFileSync, readlinkSync } from "node:fs";
import { basename } from "node:path";

const SHELLS = new Set(["bash", "sh", "dash", "zsh", "ksh", "mksh", "fish", "busybox", "ash"]);

/**
 * The id gstack's preamble uses: `$PPID` of the calling shell, i.e. the agent process that ran it.
 * Our parent is normally that shell, so its parent is wanted. But `bash -c 'cmd'` execs its last
 * command in place, and then our parent already is the agent: only step up when the parent is
 * a shell. Linux reads /proc; elsewhere `ps` is asked (loaded lazily).
 */
export async function callerSessionId(ppid = process.ppid): Promise<string> {
  let proc = await processOf(ppid);
  // Our parent is build/gstack running a stale build's lib/ in a child (lib/cli/built.ts): the
  // caller is its parent. Only that exact process counts, so a grandchild that inherited the
  // variable is not moved.
  if (proc && process.env.GSTACK_RELAUNCHED_BY === String(ppid)) {
    ppid = proc.ppid;
    proc = await processOf(ppid);
  }
  if (!proc) return String(ppid);
  return String(SHELLS.has(proc.exe ?? proc.comm) || SHELLS.has(proc.comm) ? proc.ppid : ppid);
}

/** A process's parent and name: /proc on Linux, else `ps` (loaded lazily); undefined if neither says. */
async function processOf(pid: number): Promise<{ comm: string; exe?: string; ppid: number } | undefined> {
  const proc = readProc(pid);
  if (proc) return proc;
  try {
    const { spawnSync } = await import("node:child_process");
    const r = spawnSync("ps", ["-o", "ppid=,comm=", "-p", String(pid)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const m = /^\s*(\d+)\s+(.+?)\s*$/.exec(r.stdout ?? "");
    if (m) return { comm: m[2]!.replace(/^-/, "").split("/").pop()!, ppid: Number(m[1]) };
  } catch {
    /* no ps */
  }
  return undefined;
}

function readProc(pid: number): { comm: string; exe?: string; ppid: number } | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const ppid = Number(stat.slice(close + 2).split(" ")[1]);
    // A script run as ./x.sh shows its own name in comm; the executable tells the shell apart.
    let exe: string | undefined;
    try {
      exe = basename(readlinkSync(`/proc/${pid}/exe`));
    } catch {
      /* not ours to read */
    }
    return Number.isInteger(ppid) ? { comm, exe, ppid } : undefined;
  } catch {
    return undefined;
  }
}
