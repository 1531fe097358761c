import type { Command, Io } from "../command.ts";
import { parseArgs, bool, num, str, type FlagSpec, type Parsed } from "../args.ts";
import { EXIT, GstackError, rejected, usage, unknownSubcommand, badFlag } from "../errors.ts";
import { jsonLine, table } from "../output.ts";

const HELP = `usage: gstack-skills list | validate [PATH...] | plan | load | listing | activate --paths FILE...|--hook [options]

Finds installed skills and picks the ones that fit the context, in six stages:
Score -> Resolve -> ModelFilter -> CacheOrder -> Budget -> Load.

  list        every skill found, with its scope and status
  validate    checks frontmatter (the found skills, or the SKILL.md files, skill folders or
              skills roots given); exit 1 when any has an error
  plan        dry run: every stage's decision and reason per skill; writes nothing
  load        prints the load set (each skill's text after inheritance) for the agent; records
              the loaded skills as warm and logs any overflow
  listing     the budgeted skill list an agent sees, by Claude Code's rules: "- name:
              description - when_to_use" entries; over budget, descriptions go whole
              (a greedy fill by priority: one that does not fit is skipped, the next tried)
  activate    records the conditional skills (frontmatter paths) that the files activate, and
              nested skills roots found from them, for the session; --hook reads the files,
              session and cwd from a Claude Code PreToolUse/PostToolUse hook payload on stdin

Where skills come from (highest precedence first): .claude/skills below the working directory,
found from --files/--paths (deepest first, git-ignored folders skipped); .claude/skills and
.agents/skills from the working directory up to the repo root; ~/.claude/skills; --root; --bundled.
skill_precedence: user-first puts ~/.claude/skills first.

Options:
  --intent TEXT         the request (plan, load)
  --files FILE...       files being worked on (plan, load)
  --context TEXT        other context keywords: recent commands, branch (plan, load)
  --profile P           executor, planner, researcher, verifier, interactive (default)
  --budget N            characters for loaded skills (config skill_budget_chars, 15500)
  --ttl MINUTES         how long a loaded skill stays warm (config skill_warm_ttl_minutes, 60)
  --scorer NAME         keyword (default)
  --context-tokens N    context window in tokens (listing; config context_window_tokens): the
                        listing budget is N x 4 x fraction characters; unknown: 8,000
                        (SLASH_COMMAND_TOOL_CHAR_BUDGET, when set, is the budget, as in Claude Code)
  --context-window N    the window in characters instead (config context_window_chars)
  --fraction F          share of the window for the listing (config listing_budget_fraction, 0.01)
  --max-desc-chars N    per-entry cap, description and when_to_use together (config
                        listing_max_desc_chars, 1536)
  --paths FILE...       files just touched (activate)
  --hook                activate from a hook payload on stdin: tool_input.file_path, .path or
                        .notebook_path; session_id (unless --session) and cwd. No file: exit 0
  --session ID          session (default, highest first: a hook payload's session_id,
                        GSTACK_SESSION_ID, CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, the
                        calling shell's $PPID: the same id the preamble and the hooks use)
  --root DIR...         extra skills roots;  --bundled DIR...  bundled skills roots
  --precedence P        project-first or user-first (config skill_precedence)
  --json                data as JSON

State: <state root>/loader/cache.json (warm skills), loader/activations/<session>.json,
loader/overflow.jsonl; loader/index.json caches parsed skills (safe to delete).
Exit: 0 ok, 1 rejected input or validate found errors, 2 usage, 3 state not writable,
4 critical skills alone exceed the budget (plan prints the plan first; load prints nothing).`;

const MULTI = new Set(["files", "paths", "root", "bundled"]);
const COMMON: FlagSpec = { json: "boolean", session: "string", precedence: "string" };
const PLAN: FlagSpec = {
  ...COMMON, intent: "string", context: "string", profile: "string", budget: "number", ttl: "number", scorer: "string",
};
const SPECS: Record<string, { flags: FlagSpec; multi: string[]; positionals: boolean }> = {
  list: { flags: COMMON, multi: ["root", "bundled"], positionals: false },
  validate: { flags: COMMON, multi: ["root", "bundled"], positionals: true },
  plan: { flags: PLAN, multi: ["files", "root", "bundled"], positionals: false },
  load: { flags: PLAN, multi: ["files", "root", "bundled"], positionals: false },
  listing: { flags: { ...COMMON, "context-window": "number", "context-tokens": "number", fraction: "string", "max-desc-chars": "number" }, multi: ["root", "bundled"], positionals: false },
  activate: { flags: { ...COMMON, hook: "boolean" }, multi: ["paths", "root", "bundled"], positionals: false },
};

/** Takes `--name A B C` (values up to the next --flag) and `--name=A` for multi-value flags. */
function takeMulti(argv: string[], allowed: string[]): { rest: string[]; multi: Record<string, string[]> } {
  const multi: Record<string, string[]> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") {
      rest.push(...argv.slice(i));
      break;
    }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
    if (!m || !MULTI.has(m[1]!)) {
      rest.push(a);
      continue;
    }
    if (!allowed.includes(m[1]!)) throw usage(`--${m[1]} is not an option of this subcommand (see --help)`);
    const list = (multi[m[1]!] ??= []);
    if (m[2] !== undefined) list.push(m[2]);
    else {
      const start = list.length;
      while (i + 1 < argv.length && !argv[i + 1]!.startsWith("--")) list.push(argv[++i]!);
      if (list.length === start) throw usage(`--${m[1]} needs at least one value`);
    }
  }
  return { rest, multi };
}

function checkText(field: string, v: string | undefined, max = 100_000): string | undefined {
  if (v === undefined) return v;
  if (v.length > max) throw rejected(field, `at most ${max} characters`);
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v)) throw rejected(field, "text without control characters");
  return v;
}

function checkPaths(field: string, list: string[] | undefined): string[] | undefined {
  if (!list) return list;
  if (list.length > 10_000) throw rejected(field, "at most 10000 paths");
  for (const f of list) {
    if (!f || f.length > 4096 || /[\u0000-\u001f\u007f]/.test(f)) throw rejected(field, "non-empty paths of at most 4096 characters without control characters", f);
  }
  return list;
}

function intAtLeast(p: Parsed, name: string, min: number): number | undefined {
  const v = num(p, name);
  if (v !== undefined && (v < min || !Number.isSafeInteger(v))) throw badFlag(name, `an integer >= ${min}`, v);
  return v;
}

export default {
  get subcommands() {
    return Object.keys(SPECS);
  },
  help: HELP,
  async run(io: Io) {
    const [verb, ...args] = io.argv;
    const spec = verb ? SPECS[verb] : undefined;
    if (!spec) throw unknownSubcommand(verb, Object.keys(SPECS));
    const { rest, multi } = takeMulti(args, spec.multi);
    const p = parseArgs(rest, spec.flags);
    if (p.positionals.length && !spec.positionals) throw usage(`${verb} takes no arguments (got ${JSON.stringify(p.positionals[0])}; see --help)`);
    const json = bool(p, "json");
    const opts = {
      cwd: io.cwd,
      env: io.env,
      session: str(p, "session"),
      precedence: str(p, "precedence"),
      extraRoots: checkPaths("--root", multi.root),
      bundledRoots: checkPaths("--bundled", multi.bundled),
    };
    const home = io.env.HOME;
    const pipeline = await import("../../loader/pipeline.ts");
    const report = await import("../../loader/report.ts");

    switch (verb) {
      case "plan":
      case "load": {
        const run = {
          ...opts,
          intent: checkText("--intent", str(p, "intent")),
          context: checkText("--context", str(p, "context")),
          files: checkPaths("--files", multi.files),
          profile: str(p, "profile"),
          budget: intAtLeast(p, "budget", 1),
          ttlMinutes: intAtLeast(p, "ttl", 0),
          scorer: str(p, "scorer"),
        };
        if (verb === "plan") {
          const r = await pipeline.plan(run);
          if (json) {
            const list = report.planOrder(r.result);
            io.out(jsonLine({
              profile: r.input.profile, scorer: r.scorer, session: r.setup.session, budget: r.result.budget, used: r.result.used,
              precedence: r.setup.config.precedence,
              counts: {
                skills: list.length,
                load: list.filter((c) => c.budget === "load").length,
                overflow: list.filter((c) => c.budget === "overflow").length,
                dropped: list.filter((c) => !c.budget).length,
              },
              violation: r.result.violation ?? null,
              skills: list.map((c) => report.candidateJson(c, r.hash)),
              duplicates: r.setup.discovered.duplicates,
              warnings: r.setup.discovered.warnings,
            }));
          } else {
            io.out(report.planText(r.result, io.cwd, home, `plan (${r.input.profile})`));
            for (const w of r.setup.discovered.warnings) io.err(`gstack-skills: warning: ${w}\n`);
          }
          if (r.result.violation) {
            io.err(`gstack-skills: ${violationMessage(r.result.violation)}\n`);
            return EXIT.budget;
          }
          return 0;
        }
        const r = await pipeline.load(run);
        if (r.result.violation) throw new GstackError(violationMessage(r.result.violation), "budget");
        io.out(json ? jsonLine(report.loadJson(r.load, r.hash)) : report.loadText(r.load, io.cwd, home));
        if (!json) {
          const l = r.load;
          const parts = [`loaded ${l.loaded.length} skill${l.loaded.length === 1 ? "" : "s"} (${l.used} of ${l.budget} characters)`];
          if (l.overflow.length) parts.push(`overflow: ${l.overflow.map((c) => c.skill.name).join(", ")}`);
          for (const c of l.changed) parts.push(`${c.name} changed since scoring: ${c.outcome}`);
          io.err(`gstack-skills: ${parts.join("; ")}\n`);
        }
        return 0;
      }

      case "listing": {
        const fractionRaw = str(p, "fraction");
        let fraction: number | undefined;
        if (fractionRaw !== undefined) {
          fraction = Number(fractionRaw);
          if (!/^\s*[0-9.eE+-]+\s*$/.test(fractionRaw) || !Number.isFinite(fraction) || fraction <= 0 || fraction > 1) {
            throw badFlag("fraction", "a number > 0 and <= 1", fractionRaw);
          }
        }
        const windowChars = intAtLeast(p, "context-window", 0);
        const windowTokens = intAtLeast(p, "context-tokens", 0);
        const maxDesc = intAtLeast(p, "max-desc-chars", 1);
        const s = await pipeline.setup(opts);
        const l = await pipeline.listing(s, { contextTokens: windowTokens, contextChars: windowChars, fraction, maxDescChars: maxDesc }, io.env);
        if (json) {
          io.out(jsonLine({ budget: l.budget, used: l.used, over_budget: l.overBudget, session: s.session, entries: l.entries, hidden: l.hidden }));
        } else {
          io.out(l.text);
          const dropped = l.entries.filter((e) => e.dropped).length;
          if (dropped) io.err(`gstack-skills: ${dropped} description${dropped === 1 ? "" : "s"} dropped to fit the listing budget of ${l.budget} characters\n`);
          if (l.overBudget) io.err(`gstack-skills: warning: ${l.entries.length} skill names alone take ${l.used} characters, over the listing budget of ${l.budget}\n`);
        }
        return 0;
      }

      case "activate": {
        const { matchConditional, parseHookInput, recordActivations } = await import("../../loader/activation.ts");
        let files: string[] | undefined;
        let cwd = io.cwd;
        let session = opts.session;
        let sessionField = "--session";
        // Hook mode is explicit (--hook), not guessed from a piped stdin: scripts and CI run
        // commands with stdin not a TTY, and a forgotten --paths must stay a usage error.
        if (bool(p, "hook")) {
          if (multi.paths) throw usage("activate takes --paths or --hook, not both");
          const h = parseHookInput(await io.stdin());
          if (!h.files.length) return 0; // a tool call without a file (Bash, WebFetch): nothing to do
          files = h.files;
          cwd = h.cwd ?? cwd;
          if (session === undefined && h.session !== undefined) [session, sessionField] = [h.session, "session_id"];
        } else {
          files = checkPaths("--paths", multi.paths);
          if (!files?.length) throw usage("activate needs --paths FILE... (the files just touched) or --hook (a hook payload on stdin)");
        }
        const s = await pipeline.setup({ ...opts, cwd, session, sessionField, files });
        const { winnersByName } = await import("../../loader/score.ts");
        const winners = [...winnersByName(s.discovered.skills).values()].filter((k) => k.valid);
        const found = matchConditional(winners, s.files);
        const fresh = found.filter((a) => !s.activation.skills[a.skill.name]);
        const newRoots = s.discovered.nested.filter((r) => !s.activation.nested_roots.includes(r));
        // Only take the lock and write when something is new: activate runs on every file edit.
        const added = fresh.length || newRoots.length
          ? (await recordActivations(s.activationFile, s.session, fresh, newRoots, Date.now())).added
          : [];
        const addedSet = new Set(added);
        if (json) {
          io.out(jsonLine({
            session: s.session,
            activated: found.filter((a) => addedSet.has(a.skill.name)).map((a) => ({ name: a.skill.name, file: a.file, pattern: a.pattern, path: a.skill.file })),
            already: found.filter((a) => !addedSet.has(a.skill.name)).map((a) => a.skill.name),
            nested_roots: newRoots,
          }));
        } else {
          for (const a of found) {
            if (addedSet.has(a.skill.name)) io.out(`activated ${a.skill.name} (${a.file} matches ${a.pattern})\n`);
          }
          for (const r of newRoots) io.out(`found skills root ${report.showPath(r, cwd, home)}\n`);
        }
        return 0;
      }

      case "list": {
        const s = await pipeline.setup(opts);
        const { winnersByName } = await import("../../loader/score.ts");
        const winners = winnersByName(s.discovered.skills);
        const rows = s.discovered.skills.map((k) => {
          const w = winners.get(k.name)!;
          const status = w !== k ? "shadowed" : !k.valid ? "invalid" : !k.meta.modelInvocable ? "user-only" : k.meta.paths.length ? (s.activation.skills[k.name] ? "activated" : "conditional") : "ok";
          return { name: k.name, scope: k.scope, status, path: k.file, description: k.meta.description, ...(w !== k ? { shadowed_by: w.file } : {}) };
        });
        if (json) io.out(jsonLine({ skills: rows, duplicates: s.discovered.duplicates }));
        else io.out(table(rows.map((r) => [r.name, r.scope, r.status, report.showPath(r.path, io.cwd, home)])));
        return 0;
      }

      case "validate": {
        const v = await import("../../loader/validate.ts");
        const s = p.positionals.length ? undefined : await pipeline.setup(opts);
        const skills = s ? s.discovered.skills : await v.skillsAt(p.positionals, io.cwd);
        const found = v.validateSkills(skills);
        const errors = found.filter((f) => f.problem.level === "error").length;
        const warnings = found.length - errors;
        if (json) {
          io.out(jsonLine({
            skills: skills.length, errors, warnings,
            problems: found.map((f) => ({ name: f.skill.name, path: f.skill.file, ...f.problem })),
          }));
        } else {
          for (const f of found) io.out(`${report.problemLine(f.skill, f.problem, io.cwd, home)}\n`);
          io.err(`gstack-skills: ${skills.length} skill${skills.length === 1 ? "" : "s"}, ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}\n`);
        }
        return errors ? EXIT.rejected : 0;
      }
    }
    return 0;
  },
} satisfies Command;

function violationMessage(v: { budget: number; needed: number; critical: { name: string; chars: number }[] }): string {
  const list = v.critical.map((c) => `${c.name} ${c.chars}`).join(", ");
  return `budget: critical skills need ${v.needed} characters but the budget is ${v.budget} (${list}); raise skill_budget_chars or --budget, or mark fewer skills critical`;
}
