import {
  StatePaths,
  inside
} from "./main-dj24thjv.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  GstackError,
  rejected
} from "./main-90sp2g8n.mjs";

// lib/cli/commands/sync.ts
import { relative } from "node:path";
var sync_default = defineCommand({
  name: "sync",
  about: `Carries learnings, timeline, reviews and artifacts between your machines (and, on a team remote,
what you share with a team) through a git remote you already have: a private GitHub or GitLab
repository, or a bare repository on a server or shared disk. Each machine writes only its own
folder of the remote, so nothing is ever merged; other machines' files are read from
remote/<device>/ under the state root. What may leave is listed in lib/state/catalogue.ts:
sessions, security/, caches, locks, config.yaml and device identity never do; analytics only with
sync_analytics: true; a file whose changes hold a secret blocks the push.`,
  subcommands: {
    init: {
      args: [{ name: "REMOTE" }],
      flags: ["team"],
      about: `use REMOTE for your own devices, then sync once; sets sync: manual when off;
with --team: use REMOTE as the team remote and share this project there: artifacts,
reviews, and learnings logged with "share": "team"`
    },
    now: { about: "fetch, push this machine's files, bring in the others'" },
    pull: { about: "fetch and bring in the others' files, push nothing" },
    status: { about: "the last run per remote (SYNC: ok|behind|error|off, as the preamble shows)" },
    forget: {
      args: [{ name: "PATH" }],
      about: `never sync PATH (relative to the state root) again; removes it from the
remote's current tree (its history keeps it)`
    },
    off: { about: "sync: off (the preamble starts no background sync; files stay)" }
  },
  flags: {
    team: { type: "boolean", about: "the team remote instead of your own" },
    json: { type: "boolean", about: "data as one JSON object" }
  },
  notes: `Config: sync (off|manual|auto; auto: gstack-preamble --finish starts a background "now" at
most every 10 minutes), project_id (for a repository without an origin remote), sync_analytics.`,
  exit: `0 ok, 1 a sync failed (reason on stderr and in the status file) or rejected input,
2 usage, 3 state not writable.`
}, async (io, p) => {
  const paths = new StatePaths(io.env, io.cwd);
  const json = p.flags.json === true;
  const [arg] = p.args;
  switch (p.verb) {
    case "init":
      return init(io, paths, arg, p.flags.team === true, json);
    case "now":
    case "pull":
      return runOnce(io, paths, p.verb === "now", json);
    case "status":
      return status(io, paths, json);
    case "forget":
      return forget(io, paths, arg, json);
    default:
      return off(io, paths, json);
  }
});
async function engine() {
  return import("./engine-5ww0cxtv.mjs");
}
async function init(io, paths, url, team, json) {
  const e = await engine();
  const bad = e.checkRemote(url);
  if (bad)
    throw rejected("REMOTE", bad, url);
  const s = e.readSettings(paths.root);
  if (team) {
    const id = await e.projectIdFor(paths).catch(() => {
      return;
    });
    if (!id)
      throw rejected("project", "a repository with an origin remote, or project_id set in config, to share with a team");
    s.team = url;
    if (!s.team_projects.includes(id))
      s.team_projects.push(id);
  } else
    s.own = url;
  e.writeSettings(paths.root, s);
  const { getConfig, setConfig } = await import("./config-hhh7kvj8.mjs");
  if ((await getConfig(paths.config, "sync").catch(() => "off") ?? "off") === "off")
    await setConfig(paths.config, "sync", "manual");
  return runOnce(io, paths, true, json);
}
async function runOnce(io, paths, push, json) {
  const e = await engine();
  let r;
  try {
    r = await e.runSync(paths, push);
  } catch (err) {
    if (err instanceof e.SyncError)
      throw new GstackError(err.message, "rejected");
    throw err;
  }
  const hide = (x) => x ? { ...x, url: shownUrl(x.url) } : undefined;
  if (json)
    io.out(jsonLine({
      ok: r.ok,
      project: r.project ?? null,
      ...r.status,
      own: hide(r.status.own),
      team: hide(r.status.team)
    }));
  else {
    for (const name of ["own", "team"]) {
      const s = r.status[name];
      if (!s)
        continue;
      io.out(s.state === "ok" ? `SYNC ${name}: ok, ${s.pushed} file${s.pushed === 1 ? "" : "s"} pushed, ${s.pulled} brought in from ${s.peers.length} other${s.peers.length === 1 ? "" : "s"}
` : `SYNC ${name}: error: ${s.error}
`);
      for (const c of s.conflicts ?? [])
        io.out(`conflict: ${c.file}: written here and on ${c.peer}; kept ours, theirs is remote/${c.peer}/${c.file}
`);
    }
    if (!r.project)
      io.out(`this project does not sync: no origin remote (set one, or gstack-config set project_id NAME)
`);
  }
  for (const name of ["own", "team"]) {
    const s = r.status[name];
    if (s?.state === "error")
      io.err(`gstack-sync: ${name}: ${s.error}
`);
  }
  return r.ok ? 0 : 1;
}
async function status(io, paths, json) {
  const { readStatus, syncWord } = await import("./status-yy2998zz.mjs");
  const { getConfig } = await import("./config-hhh7kvj8.mjs");
  const e = await engine();
  const mode = await getConfig(paths.config, "sync").catch(() => "off") ?? "off";
  const st = readStatus(paths.root);
  const word = syncWord(st, mode);
  const project = e.projectMap(paths.root)[paths.slug] ?? null;
  if (json) {
    const hide = (r) => r ? { ...r, url: shownUrl(r.url) } : null;
    io.out(jsonLine({ sync: word, mode, device: st?.device ?? null, project, own: hide(st?.own), team: hide(st?.team) }));
    return 0;
  }
  const lines = [`SYNC: ${word}`, `mode: ${mode}`];
  if (st)
    lines.push(`device: ${st.device}`);
  lines.push(`project: ${project ?? "not synced"}`);
  for (const name of ["own", "team"]) {
    const s = st?.[name];
    if (!s)
      continue;
    lines.push(`${name}: ${shownUrl(s.url)}: ${s.state} at ${s.at}${s.last_ok ? ` (last ok ${s.last_ok})` : ""}${s.error ? `: ${s.error}` : ""}; peers: ${s.peers.join(", ") || "none"}`);
  }
  io.out(`${lines.join(`
`)}
`);
  return 0;
}
async function forget(io, paths, path, json) {
  const e = await engine();
  let rel;
  try {
    rel = relative(paths.root, inside(paths.root, path));
  } catch {
    throw rejected("PATH", "a path inside the state root", path);
  }
  if (!rel)
    throw rejected("PATH", "a file inside the state root, not the root itself", path);
  const s = e.readSettings(paths.root);
  if (!s.forget.includes(rel))
    s.forget.push(rel);
  e.writeSettings(paths.root, s);
  io.out(json ? jsonLine({ forgotten: rel }) : `${rel}: no longer synced; the next gstack-sync now removes it from the remote's tree (its history keeps it)
`);
  return 0;
}
async function off(io, paths, json) {
  const { setConfig } = await import("./config-hhh7kvj8.mjs");
  await setConfig(paths.config, "sync", "off");
  io.out(json ? jsonLine({ mode: "off" }) : `sync: off (remotes and synced files are kept; gstack-config set sync manual resumes)
`);
  return 0;
}
function shownUrl(url) {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, "$1***@");
}
export {
  sync_default as default
};
