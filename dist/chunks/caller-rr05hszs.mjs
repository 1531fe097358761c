// lib/state/caller.ts
import { readFileSync, readlinkSync } from "node:fs";
import { basename } from "node:path";
var SHELLS = new Set(["bash", "sh", "dash", "zsh", "ksh", "mksh", "fish", "busybox", "ash"]);
async function callerSessionId(ppid = process.ppid) {
  const proc = readProc(ppid);
  if (proc)
    return String(SHELLS.has(proc.exe ?? proc.comm) || SHELLS.has(proc.comm) ? proc.ppid : ppid);
  try {
    const { spawnSync } = await import("node:child_process");
    const r = spawnSync("ps", ["-o", "ppid=,comm=", "-p", String(ppid)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    });
    const m = /^\s*(\d+)\s+(.+?)\s*$/.exec(r.stdout ?? "");
    if (m) {
      const comm = m[2].replace(/^-/, "").split("/").pop();
      return String(SHELLS.has(comm) ? Number(m[1]) : ppid);
    }
  } catch {}
  return String(ppid);
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
