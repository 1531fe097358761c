import type { Command } from "../command.ts";
import { parseArgs, bool, str } from "../args.ts";
import { rejected, unknownSubcommand, usage } from "../errors.ts";
import { jsonLine } from "../output.ts";
import { installBase } from "../../install/base.ts";
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { HOST_FLAG_ALLOWED, HOST_NAMES, hostsFor, type HostName } from "../../generator/hosts.ts";

const SUBCOMMANDS = ["install", "uninstall", "update", "doctor", "version", "help"] as const;

export default {
  subcommands: SUBCOMMANDS,
  help: `usage: gstack-kit install   [--user | --project DIR] [--host HOST[,HOST...]|all] [--copy] [--root PACK] [--dry-run] [--json]
       gstack-kit uninstall [--user | --project DIR] [--host ...] [--dry-run] [--json]
       gstack-kit update    [--user | --project DIR] [--host ...] [--dry-run] [--json]
       gstack-kit doctor [--fix] | version | help

Puts the skill pack into each host's skills folder (~/ with --user, the default; DIR with
--project) and records what it put there in <skills folder>/.gstack-kit-lock.json: uninstall and
update remove and refresh exactly that, and a second install changes nothing. Hosts: claude
(default), agents, codex, opencode, gemini, cursor, copilot, factory, kiro, amp, or all.
Claude Code gets one link per skill (relative inside a project, so every clone resolves it)
and the kit itself as "gstack" (where the skills find gstack/bin); other hosts get the files
rendered and checked for them. A file or folder of your own, or one changed since it was
installed, is never touched: it is reported and the command exits 1.
  --copy     plain copies instead of links, safe to commit; the kit is not linked, so the tools
             come from a user install or the Claude Code plugin
  --root PACK  install your own pack (rendered with gen:skill-docs --root PACK)
  --dry-run  print what would change, change nothing
uninstall and update without --host act on every host installed under the target; update
keeps each install's mode (links or copies).
doctor     the runtime the tools will use, every install's lock file, then gstack-doctor
Exit: 0 ok, 1 something skipped or a check failed, 2 usage, 3 not writable.`,
  async run(io) {
    const [verb, ...rest] = io.argv;
    if (verb === undefined) throw usage("a subcommand is required: install, uninstall, update, doctor, version or help (see --help)");
    if (!(SUBCOMMANDS as readonly string[]).includes(verb)) throw unknownSubcommand(verb, SUBCOMMANDS);
    if (verb === "version") {
      if (rest.length) throw usage("version takes no argument");
      const { kitVersion } = await import("../../kit.ts");
      io.out(`gstack-kit ${kitVersion()}\n`);
      return 0;
    }
    if (verb === "doctor") return (await import("../kit-doctor.ts")).kitDoctor(io, rest);
    const p = parseArgs(rest, { user: "boolean", project: "string", host: "string", copy: "boolean", root: "string", "dry-run": "boolean", json: "boolean" });
    if (p.positionals.length) throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const project = str(p, "project");
    if (project !== undefined && bool(p, "user")) throw usage("--project and --user exclude each other");
    if (verb !== "install" && (bool(p, "copy") || str(p, "root") !== undefined)) throw usage(`--copy and --root apply to install only (${verb} keeps what install recorded)`);
    const hostFlag = str(p, "host");
    let hosts: HostName[] | undefined;
    if (hostFlag !== undefined) {
      hosts = hostsFor(hostFlag);
      if (!hosts) throw usage(`--host: ${HOST_FLAG_ALLOWED} (got ${JSON.stringify(hostFlag)})`);
    }
    const base = installBase(io.cwd, io.env, project);
    const target = { base, scope: project !== undefined ? "project" as const : "user" as const };
    const dryRun = bool(p, "dry-run");
    const k = await import("../../install/kit-install.ts");

    let result;
    if (verb === "install") {
      const root = str(p, "root");
      const pack = root === undefined ? undefined : resolve(io.cwd, root);
      if (pack !== undefined) {
        try {
          if (!statSync(pack).isDirectory()) throw new Error();
        } catch {
          throw rejected("root", "an existing pack folder (holding skills/)", root);
        }
      }
      result = await k.install({ target, hosts: hosts ?? ["claude"], copy: bool(p, "copy"), dryRun, pack });
    } else if (verb === "uninstall") {
      result = k.uninstall(target, hosts ?? k.installedHosts(target, HOST_NAMES), dryRun);
    } else {
      result = { steps: [] as Awaited<ReturnType<typeof k.install>>["steps"], shared: [] as Awaited<ReturnType<typeof k.install>>["shared"] };
      for (const host of hosts ?? k.installedHosts(target, HOST_NAMES)) {
        const was = k.lockOf(target, host);
        if (!was) {
          io.err(`gstack-kit: nothing installed for ${host} in ${k.skillsDir(target, host)}; run gstack-kit install first\n`);
          continue;
        }
        const r = await k.install({ target, hosts: [host], copy: was.copy, dryRun, pack: was.pack });
        result.steps.push(...r.steps);
        result.shared.push(...r.shared);
      }
    }

    if (bool(p, "json")) io.out(jsonLine({ command: verb, base, dryRun, steps: result.steps, shared: result.shared }));
    else {
      const verbs: Record<string, string> = dryRun
        ? { add: "would add", ok: "ok", refresh: "would refresh", remove: "would remove", keep: "kept", skip: "skipped" }
        : { add: "added", ok: "ok", refresh: "refreshed", remove: "removed", keep: "kept", skip: "skipped" };
      const width = Math.max(...Object.values(verbs).map((v) => v.length));
      io.out(result.steps.map((s) => `${verbs[s.action]!.padEnd(width)}  ${s.dir}/${s.name}${s.reason ? `  (${s.reason})` : ""}\n`).join(""));
      for (const s of result.shared) io.out(`${"shared".padEnd(width)}  ${s.dir} (${s.host} reads what was installed for ${s.with})\n`);
      if (!result.steps.length && !result.shared.length) io.out(`nothing ${verb === "install" ? "to install" : "installed"} under ${base}\n`);
    }
    const skipped = result.steps.filter((s) => s.action === "skip" || s.action === "keep");
    if (skipped.length) {
      io.err(`gstack-kit: ${skipped.length} left alone (${skipped.map((s) => s.name).join(", ")}): see the reasons above\n`);
      return 1;
    }
    return 0;
  },
} satisfies Command;
