import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine,
  table
} from "./main-td40fyyx.mjs";
import {
  EXIT
} from "./main-400kxmfz.mjs";
import {
  GstackError,
  rejected,
  usage,
  badFlag
} from "./main-90sp2g8n.mjs";

// lib/cli/commands/skills.ts
var ROOTS = ["root", "bundled"];
var PLAN = ["intent", "files", "context", "profile", "budget", "ttl", "scorer", ...ROOTS];
function checkText(field, v, max = 1e5) {
  if (v === undefined)
    return v;
  if (v.length > max)
    throw rejected(field, `at most ${max} characters`);
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v))
    throw rejected(field, "text without control characters");
  return v;
}
function checkPaths(field, list) {
  if (!list)
    return list;
  if (list.length > 1e4)
    throw rejected(field, "at most 10000 paths");
  for (const f of list) {
    if (!f || f.length > 4096 || /[\u0000-\u001f\u007f]/.test(f))
      throw rejected(field, "non-empty paths of at most 4096 characters without control characters", f);
  }
  return list;
}
var skills_default = defineCommand({
  name: "skills",
  about: `Finds installed skills and picks the ones that fit the context, in six stages:
Score -> Resolve -> ModelFilter -> CacheOrder -> Budget -> Load.

Where skills come from (highest precedence first): .claude/skills below the working directory,
found from --files/--paths (deepest first, git-ignored folders skipped); .claude/skills and
.agents/skills from the working directory up to the repo root; ~/.claude/skills; --root; --bundled.
skill_precedence: user-first puts ~/.claude/skills first.`,
  subcommands: {
    list: { flags: ROOTS, about: "every skill found, with its scope and status" },
    validate: {
      args: [{ name: "PATH", optional: true, variadic: true }],
      flags: ROOTS,
      about: `checks frontmatter (the found skills, or the SKILL.md files, skill folders or
skills roots given); exit 1 when any has an error`
    },
    plan: { flags: PLAN, about: "dry run: every stage's decision and reason per skill; writes nothing" },
    load: {
      flags: PLAN,
      about: `prints the load set (each skill's text after inheritance) for the agent; records
the loaded skills as warm and logs any overflow`
    },
    listing: {
      flags: ["context-tokens", "context-window", "fraction", "max-desc-chars", ...ROOTS],
      about: `the budgeted skill list an agent sees, by Claude Code's rules: "- name:
description - when_to_use" entries; over budget, descriptions go whole
(a greedy fill by priority: one that does not fit is skipped, the next tried)`
    },
    activate: {
      flags: ["paths", "hook", ...ROOTS],
      about: `records the conditional skills (frontmatter paths) that the files activate, and
nested skills roots found from them, for the session; --hook reads the files,
session and cwd from a Claude Code PreToolUse/PostToolUse hook payload on stdin`
    }
  },
  flags: {
    intent: { type: "string", arg: "TEXT", about: "the request" },
    files: { type: "list", arg: "FILE...", about: "files being worked on" },
    context: { type: "string", arg: "TEXT", about: "other context keywords: recent commands, branch" },
    profile: { type: "string", arg: "P", about: "executor, planner, researcher, verifier, interactive (default)" },
    budget: { type: "integer", about: "characters for loaded skills (config skill_budget_chars, 15500)", min: 1 },
    ttl: {
      type: "integer",
      arg: "MINUTES",
      about: "how long a loaded skill stays warm (config skill_warm_ttl_minutes, 60)",
      min: 0
    },
    scorer: { type: "string", arg: "NAME", about: "keyword (default)" },
    "context-tokens": {
      type: "integer",
      about: `context window in tokens (config context_window_tokens): the
listing budget is N x 4 x fraction characters; unknown: 8,000
(SLASH_COMMAND_TOOL_CHAR_BUDGET, when set, is the budget, as in Claude Code)`,
      min: 0
    },
    "context-window": {
      type: "integer",
      about: "the window in characters instead (config context_window_chars)",
      min: 0
    },
    fraction: {
      type: "string",
      arg: "F",
      about: "share of the window for the listing (config listing_budget_fraction, 0.01)"
    },
    "max-desc-chars": {
      type: "integer",
      about: `per-entry cap, description and when_to_use together (config
listing_max_desc_chars, 1536)`,
      min: 1
    },
    paths: { type: "list", arg: "FILE...", about: "files just touched" },
    hook: {
      type: "boolean",
      about: `activate from a hook payload on stdin: tool_input.file_path, .path or
.notebook_path; session_id (unless --session) and cwd. No file: exit 0`
    },
    session: {
      type: "string",
      arg: "ID",
      about: `session (default, highest first: a hook payload's session_id,
GSTACK_SESSION_ID, CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, the
calling shell's $PPID: the same id the preamble and the hooks use)`
    },
    root: { type: "list", arg: "DIR...", about: "extra skills roots" },
    bundled: { type: "list", arg: "DIR...", about: "bundled skills roots" },
    precedence: { type: "string", arg: "P", about: "project-first or user-first (config skill_precedence)" },
    json: { type: "boolean", about: "data as JSON" }
  },
  notes: `State: <state root>/loader/cache.json (warm skills), loader/activations/<session>.json,
loader/overflow.jsonl; loader/index.json caches parsed skills (safe to delete).`,
  exit: `0 ok, 1 rejected input or validate found errors, 2 usage, 3 state not writable,
4 critical skills alone exceed the budget (plan prints the plan first; load prints nothing).`
}, async (io, p) => {
  const verb = p.verb;
  const f = p.flags;
  const json = f.json === true;
  const opts = {
    cwd: io.cwd,
    env: io.env,
    session: f.session,
    precedence: f.precedence,
    extraRoots: checkPaths("--root", f.root),
    bundledRoots: checkPaths("--bundled", f.bundled)
  };
  const home = io.env.HOME;
  const pipeline = await import("./pipeline-8nw1jp79.mjs");
  const report = await import("./report-ja8erqrv.mjs");
  switch (verb) {
    case "plan":
    case "load": {
      const run = {
        ...opts,
        intent: checkText("--intent", f.intent),
        context: checkText("--context", f.context),
        files: checkPaths("--files", f.files),
        profile: f.profile,
        budget: f.budget,
        ttlMinutes: f.ttl,
        scorer: f.scorer
      };
      if (verb === "plan") {
        const r = await pipeline.plan(run);
        if (json) {
          io.out(jsonLine(report.planJson(r)));
        } else {
          io.out(report.planText(r.result, io.cwd, home, `plan (${r.input.profile})`));
          for (const w of r.setup.discovered.warnings)
            io.err(`gstack-skills: warning: ${w}
`);
        }
        if (r.result.violation) {
          io.err(`gstack-skills: ${violationMessage(r.result.violation)}
`);
          return EXIT.budget;
        }
        return 0;
      }
      const r = await pipeline.load(run);
      if (r.result.violation)
        throw new GstackError(violationMessage(r.result.violation), "budget");
      io.out(json ? jsonLine(report.loadJson(r.load, r.hash)) : report.loadText(r.load, io.cwd, home));
      if (!json) {
        const l = r.load;
        const parts = [
          `loaded ${l.loaded.length} skill${l.loaded.length === 1 ? "" : "s"} (${l.used} of ${l.budget} characters)`
        ];
        if (l.overflow.length)
          parts.push(`overflow: ${l.overflow.map((c) => c.skill.name).join(", ")}`);
        for (const c of l.changed)
          parts.push(`${c.name} changed since scoring: ${c.outcome}`);
        io.err(`gstack-skills: ${parts.join("; ")}
`);
      }
      return 0;
    }
    case "listing": {
      const fractionRaw = f.fraction;
      let fraction;
      if (fractionRaw !== undefined) {
        fraction = Number(fractionRaw);
        if (!/^\s*[0-9.eE+-]+\s*$/.test(fractionRaw) || !Number.isFinite(fraction) || fraction <= 0 || fraction > 1) {
          throw badFlag("fraction", "a number > 0 and <= 1", fractionRaw);
        }
      }
      const windowChars = f["context-window"];
      const windowTokens = f["context-tokens"];
      const maxDesc = f["max-desc-chars"];
      const s = await pipeline.setup(opts);
      const l = await pipeline.listing(s, { contextTokens: windowTokens, contextChars: windowChars, fraction, maxDescChars: maxDesc }, io.env);
      if (json) {
        io.out(jsonLine({
          budget: l.budget,
          used: l.used,
          over_budget: l.overBudget,
          session: s.session,
          entries: l.entries,
          hidden: l.hidden
        }));
      } else {
        io.out(l.text);
        const dropped = l.entries.filter((e) => e.dropped).length;
        if (dropped)
          io.err(`gstack-skills: ${dropped} description${dropped === 1 ? "" : "s"} dropped to fit the listing budget of ${l.budget} characters
`);
        if (l.overBudget)
          io.err(`gstack-skills: warning: ${l.entries.length} skill names alone take ${l.used} characters, over the listing budget of ${l.budget}
`);
      }
      return 0;
    }
    case "activate": {
      const { matchConditional, parseHookInput, recordActivations } = await import("./activation-qx40gb8p.mjs");
      let files;
      let cwd = io.cwd;
      let session = opts.session;
      let sessionField = "--session";
      if (f.hook) {
        if (f.paths)
          throw usage("activate takes --paths or --hook, not both");
        const h = parseHookInput(await io.stdin());
        if (!h.files.length)
          return 0;
        files = h.files;
        cwd = h.cwd ?? cwd;
        if (session === undefined && h.session !== undefined)
          [session, sessionField] = [h.session, "session_id"];
      } else {
        files = checkPaths("--paths", f.paths);
        if (!files?.length)
          throw usage("activate needs --paths FILE... (the files just touched) or --hook (a hook payload on stdin)");
      }
      const s = await pipeline.setup({ ...opts, cwd, session, sessionField, files });
      const { winnersByName } = await import("./score-61dfvd8c.mjs");
      const winners = [...winnersByName(s.discovered.skills).values()].filter((k) => k.valid);
      const found = matchConditional(winners, s.files);
      const fresh = found.filter((a) => !s.activation.skills[a.skill.name]);
      const newRoots = s.discovered.nested.filter((r) => !s.activation.nested_roots.includes(r));
      const added = fresh.length || newRoots.length ? (await recordActivations(s.activationFile, s.session, fresh, newRoots, Date.now())).added : [];
      const addedSet = new Set(added);
      if (json) {
        io.out(jsonLine({
          session: s.session,
          activated: found.filter((a) => addedSet.has(a.skill.name)).map((a) => ({ name: a.skill.name, file: a.file, pattern: a.pattern, path: a.skill.file })),
          already: found.filter((a) => !addedSet.has(a.skill.name)).map((a) => a.skill.name),
          nested_roots: newRoots
        }));
      } else {
        for (const a of found) {
          if (addedSet.has(a.skill.name))
            io.out(`activated ${a.skill.name} (${a.file} matches ${a.pattern})
`);
        }
        for (const r of newRoots)
          io.out(`found skills root ${report.showPath(r, cwd, home)}
`);
      }
      return 0;
    }
    case "list": {
      const s = await pipeline.setup(opts);
      const { winnersByName } = await import("./score-61dfvd8c.mjs");
      const winners = winnersByName(s.discovered.skills);
      const rows = s.discovered.skills.map((k) => {
        const w = winners.get(k.name);
        const status = w !== k ? "shadowed" : !k.valid ? "invalid" : !k.meta.modelInvocable ? "user-only" : k.meta.paths.length ? s.activation.skills[k.name] ? "activated" : "conditional" : "ok";
        return {
          name: k.name,
          scope: k.scope,
          status,
          path: k.file,
          description: k.meta.description,
          ...w !== k ? { shadowed_by: w.file } : {}
        };
      });
      if (json)
        io.out(jsonLine({ skills: rows, duplicates: s.discovered.duplicates }));
      else
        io.out(table(rows.map((r) => [r.name, r.scope, r.status, report.showPath(r.path, io.cwd, home)])));
      return 0;
    }
    case "validate": {
      const v = await import("./validate-6f2et8p9.mjs");
      const s = p.args.length ? undefined : await pipeline.setup(opts);
      const skills = s ? s.discovered.skills : await v.skillsAt(p.args, io.cwd);
      const found = v.validateSkills(skills);
      const errors = found.filter((f) => f.problem.level === "error").length;
      const warnings = found.length - errors;
      if (json) {
        io.out(jsonLine({
          skills: skills.length,
          errors,
          warnings,
          problems: found.map((f) => ({ name: f.skill.name, path: f.skill.file, ...f.problem }))
        }));
      } else {
        for (const f of found)
          io.out(`${report.problemLine(f.skill, f.problem, io.cwd, home)}
`);
        io.err(`gstack-skills: ${skills.length} skill${skills.length === 1 ? "" : "s"}, ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}
`);
      }
      return errors ? EXIT.rejected : 0;
    }
  }
  return 0;
});
function violationMessage(v) {
  const list = v.critical.map((c) => `${c.name} ${c.chars}`).join(", ");
  return `budget: critical skills need ${v.needed} characters but the budget is ${v.budget} (${list}); raise skill_budget_chars or --budget, or mark fewer skills critical`;
}
export {
  skills_default as default
};
