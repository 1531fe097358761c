// lib/state/caller.ts
import { readFileSync, readlinkSync } from "node:fs";
import { basename } from "node:path";
var SHELLS = new Set(["bash", "sh", "dash", "zsh", "ksh", "mksh", "fish", "busybox", "ash"]);
async function callerSessionId(ppid = process.ppid) {
  let proc = await processOf(ppid);
  if (proc && process.env.GSTACK_RELAUNCHED_BY === String(ppid)) {
    ppid = proc.ppid;
    proc = await processOf(ppid);
  }
  if (!proc)
    return String(ppid);
  return String(SHELLS.has(proc.exe ?? proc.comm) || SHELLS.has(proc.comm) ? proc.ppid : ppid);
}
async function processOf(pid) {
  const proc = readProc(pid);
  if (proc)
    return proc;
  try {
    const { spawnSync } = await import("node:child_process");
    const r = spawnSync("ps", ["-o", "ppid=,comm=", "-p", String(pid)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    });
    const m = /^\s*(\d+)\s+(.+?)\s*$/.exec(r.stdout ?? "");
    if (m)
      return { comm: m[2].replace(/^-/, "").split("/").pop(), ppid: Number(m[1]) };
  } catch {}
  return;
}
function readProc(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const ppid = Number(stat.slice(close + 2).split(" ")[1]);
    let exe;
    try {
      exe = basename(readlinkSync(`/proc/${pid}/exe`));
    } catch {}
    return Number.isInteger(ppid) ? { comm, exe, ppid } : undefined;
  } catch {
    return;
  }
}
export {
  callerSessionId
};
