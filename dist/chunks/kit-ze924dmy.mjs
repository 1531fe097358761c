import {
  installBase,
  HOST_NAMES,
  hostsFor,
  HOST_FLAG_ALLOWED
} from "./main-3v0paz3j.mjs";
import"./main-hehjhc3g.mjs";
import"./main-32kbprs5.mjs";
import"./main-kq9t8veg.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  rejected,
  usage
} from "./main-90sp2g8n.mjs";

// lib/cli/commands/kit.ts
import { statSync } from "node:fs";
import { resolve } from "node:path";
var TARGET = ["user", "project", "host", "dry-run", "json"];
var kit_default = defineCommand({
  name: "kit",
  about: `Puts the skill pack into each host's skills folder (~/ with --user, the default; DIR with
--project) and records what it put there in <skills folder>/.gstack-kit-lock.json: uninstall and
update remove and refresh exactly that, and a second install changes nothing. Hosts: claude
(default), agents, codex, opencode, gemini, cursor, copilot, factory, kiro, amp, or all.
Claude Code gets one link per skill (relative inside a project, so every clone resolves it)
and the kit itself as "gstack" (where the skills find gstack/bin); other hosts get the files
rendered and checked for them. A file or folder of your own, or one changed since it was
installed, is never touched: it is reported and the command exits 1.`,
  subcommands: {
    install: { flags: [...TARGET, "copy", "root"], about: "installs the pack for each host" },
    uninstall: {
      flags: TARGET,
      about: "removes what install recorded (without --host: every host installed under the target)"
    },
    update: {
      flags: TARGET,
      about: "refreshes what install recorded, keeping each install's mode (links or copies)"
    },
    doctor: {
      flags: ["fix", "json"],
      about: "the runtime the tools will use, every install's lock file, then gstack-doctor"
    },
    version: { about: "the kit's version" }
  },
  flags: {
    user: { type: "boolean", about: "the skills folders under ~/ (the default)" },
    project: { type: "string", arg: "DIR", about: "the skills folders under DIR" },
    host: { type: "string", arg: "HOST[,HOST...]|all", about: "the hosts (default claude for install)" },
    copy: {
      type: "boolean",
      about: `plain copies instead of links, safe to commit; the kit is not linked, so the tools
come from a user install or the Claude Code plugin`
    },
    root: { type: "string", arg: "PACK", about: "install your own pack (rendered with gen:skill-docs --root PACK)" },
    "dry-run": { type: "boolean", about: "print what would change, change nothing" },
    fix: { type: "boolean", about: "gstack-doctor --fix" },
    json: { type: "boolean", about: "data as JSON" }
  },
  exit: "0 ok, 1 something skipped or a check failed, 2 usage, 3 not writable."
}, async (io, p) => {
  const verb = p.verb;
  if (verb === "version") {
    const { kitVersion } = await import("./kit-n0ka5h7r.mjs");
    io.out(`gstack-kit ${kitVersion()}
`);
    return 0;
  }
  if (verb === "doctor")
    return (await import("./kit-doctor-bpzefecr.mjs")).kitDoctor(io, [
      ...p.flags.fix ? ["--fix"] : [],
      ...p.flags.json ? ["--json"] : []
    ]);
  const f = p.flags;
  const project = f.project;
  if (project !== undefined && f.user)
    throw usage("--project and --user exclude each other");
  const hostFlag = f.host;
  let hosts;
  if (hostFlag !== undefined) {
    hosts = hostsFor(hostFlag);
    if (!hosts)
      throw usage(`--host: ${HOST_FLAG_ALLOWED} (got ${JSON.stringify(hostFlag)})`);
  }
  const base = installBase(io.cwd, io.env, project);
  const target = { base, scope: project !== undefined ? "project" : "user" };
  const dryRun = f["dry-run"] === true;
  const k = await import("./kit-install-dvys1gdy.mjs");
  let result;
  if (verb === "install") {
    const root = f.root;
    const pack = root === undefined ? undefined : resolve(io.cwd, root);
    if (pack !== undefined) {
      try {
        if (!statSync(pack).isDirectory())
          throw new Error;
      } catch {
        throw rejected("root", "an existing pack folder (holding skills/)", root);
      }
    }
    result = await k.install({ target, hosts: hosts ?? ["claude"], copy: f.copy === true, dryRun, pack });
  } else if (verb === "uninstall") {
    result = k.uninstall(target, hosts ?? k.installedHosts(target, HOST_NAMES), dryRun);
  } else {
    result = {
      steps: [],
      shared: []
    };
    for (const host of hosts ?? k.installedHosts(target, HOST_NAMES)) {
      const was = k.lockOf(target, host);
      if (!was) {
        io.err(`gstack-kit: nothing installed for ${host} in ${k.skillsDir(target, host)}; run gstack-kit install first
`);
        continue;
      }
      const r = await k.install({ target, hosts: [host], copy: was.copy, dryRun, pack: was.pack });
      result.steps.push(...r.steps);
      result.shared.push(...r.shared);
    }
  }
  if (f.json)
    io.out(jsonLine({ command: verb, base, dryRun, steps: result.steps, shared: result.shared }));
  else {
    const verbs = dryRun ? {
      add: "would add",
      ok: "ok",
      refresh: "would refresh",
      remove: "would remove",
      keep: "kept",
      skip: "skipped"
    } : { add: "added", ok: "ok", refresh: "refreshed", remove: "removed", keep: "kept", skip: "skipped" };
    const width = Math.max(...Object.values(verbs).map((v) => v.length));
    io.out(result.steps.map((s) => `${verbs[s.action].padEnd(width)}  ${s.dir}/${s.name}${s.reason ? `  (${s.reason})` : ""}
`).join(""));
    for (const s of result.shared)
      io.out(`${"shared".padEnd(width)}  ${s.dir} (${s.host} reads what was installed for ${s.with})
`);
    if (!result.steps.length && !result.shared.length)
      io.out(`nothing ${verb === "install" ? "to install" : "installed"} under ${base}
`);
  }
  const skipped = result.steps.filter((s) => s.action === "skip" || s.action === "keep");
  if (skipped.length) {
    io.err(`gstack-kit: ${skipped.length} left alone (${skipped.map((s) => s.name).join(", ")}): see the reasons above
`);
    return 1;
  }
  return 0;
});
export {
  kit_default as default
};
