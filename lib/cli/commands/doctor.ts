// gstack-doctor: checks the whole state directory against state-schema/ and the layout rules,
// and with --fix repairs what is safe to repair (lib/doctor/, decision 0010). This command
// parses, calls and prints.
import { defineCommand } from "../command.ts";
import { jsonLine } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import { check } from "../../doctor/check.ts";
import { applyFixes } from "../../doctor/fix.ts";

export default defineCommand(
  {
    name: "doctor",
    about: `Checks the whole state directory (GSTACK_STATE_ROOT, else GSTACK_HOME, else GSTACK_STATE_DIR,
else ~/.gstack):
  JSONL      corrupt lines, glued lines (two records on one line), a missing final newline,
             records that break the state-schema/ file of their kind (learnings, timeline,
             reviews, telemetry, eureka, security attempts, builder profile, loader overflow),
             interrupted compactions
  layout     project files outside projects/ (a ".." slug), files directly in projects/,
             folder names that are not slugs, unsafe cached slugs, symlinks leaving the root
  root       a symlinked state root is reported, not followed; a folder holding none of the
             state root's names (config.yaml, projects/, sessions/, ...) is refused, exit 1
  files      permissions (folders 0700, files 0600), hard-linked state files, leftover temp
             files and stale locks (<state file>.lock whose owner process is gone),
             oversized files (JSONL over config jsonl_max_bytes), config.yaml values,
             JSON state against its schema (repo-mode and learnings-summary caches, the
             taste profile, loader files), the security device salt`,
    flags: {
      fix: {
        type: "boolean",
        about: `repairs what is safe: chmod, splits glued lines, moves corrupt lines to <file>.corrupt
(never deletes them), adds a missing final newline, carries over the records an
interrupted compaction left in <file>.compacting, removes stale temp files and
locks, unsafe slug-cache entries and broken JSON caches (repo-mode.json,
learnings-summary.json, loader files: all are recomputed)`,
      },
      json: { type: "boolean", about: `{"root", "ok", "problems": [{severity, code, path, message, fixed}], "fixed"}` },
    },
    exit: "0 no errors left (warnings allowed), 1 errors remain, 2 usage.",
  },
  async (io, p) => {
    const fix = p.flags.fix === true;
    const paths = new StatePaths(io.env, io.cwd);
    const problems = await check(paths.root);
    const fixed = fix ? await applyFixes(problems) : 0;
    const open = problems.filter((pr) => !pr.fixed);
    const errors = open.filter((pr) => pr.severity === "error").length;
    if (p.flags.json === true) {
      io.out(
        jsonLine({
          root: paths.root,
          ok: errors === 0,
          problems: problems.map((pr) => ({
            severity: pr.severity,
            code: pr.code,
            path: pr.path,
            message: pr.message,
            fixable: Boolean(pr.fix),
            fixed: Boolean(pr.fixed),
          })),
          fixed,
        }),
      );
    } else {
      for (const pr of problems) {
        const tag = pr.fixed ? "fixed" : pr.severity;
        const hint = !pr.fixed && pr.fix ? " (--fix repairs this)" : "";
        io.out(`${tag.padEnd(7)} ${pr.path || "."}: ${pr.message}${hint}\n`);
      }
      const warnings = open.length - errors;
      io.out(
        problems.length === 0
          ? `ok: ${paths.root}\n`
          : `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}${fix ? `, ${fixed} fixed` : ""}: ${paths.root}\n`,
      );
    }
    return errors ? 1 : 0;
  },
);
