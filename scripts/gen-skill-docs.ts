// npm run gen:skill-docs -- [--check] [--host HOST[,HOST...]|all] [--root DIR] [--out-dir DIR] [--skill NAME]
// Renders every SKILL.md.tmpl of a pack into SKILL.md. Everything is rendered in memory first;
// any template error stops the run before a file is written.
import { resolve } from "node:path";
import { flagTable, parse } from "../lib/cli/args.ts";
import { GstackError, usage } from "../lib/core/errors.ts";
import { EXIT, exitCodeOf } from "../lib/cli/exit-codes.ts";
import { writeErr, writeOut } from "../lib/cli/stdio.ts";
import { formatDiagnostic, TemplateErrors } from "../lib/generator/diagnostics.ts";
import { compare, write } from "../lib/generator/outputs.ts";
import { planCached } from "../lib/generator/cache.ts";
import { HOST_FLAG_ALLOWED, hostsFor } from "../lib/generator/hosts.ts";
import { checkOutputs } from "../lib/generator/host-check.ts";

export const HELP = `usage: npm run gen:skill-docs -- [--check] [--host HOST[,HOST...]|all] [--root DIR] [--out-dir DIR] [--skill NAME]

Renders DIR/skills/<name>/SKILL.md.tmpl (and DIR/SKILL.md.tmpl) into SKILL.md files.
  --host claude   skills/<name>/SKILL.md with Claude Code frontmatter (default; committed)
  --host agents   .agents/skills/<name>/SKILL.md with Agent Skills spec frontmatter
  --host H        .hosts/H/<name>/SKILL.md (+ sidecars) for codex, opencode, gemini, cursor,
                  copilot, factory, kiro or amp: each host's fields, limits and tool names
  --host all      every host; every file is checked against its host's rules (exit 1 if not)
  --root DIR      the pack to render (default: this kit)
  --out-dir DIR   write under DIR instead of the pack root
  --skill NAME    only this skill
  --check         write nothing; exit 1 listing stale, missing and orphaned files
Renders are cached by content under node_modules/.cache/gstack-kit (GSTACK_GEN_CACHE=0: off).
Exit: 0 ok, 1 template errors or --check found differences, 2 usage.`;

export async function main(argv: string[]): Promise<number> {
  try {
    if (argv.includes("--help") || argv.includes("-h")) {
      writeOut(`${HELP}\n`);
      return EXIT.ok;
    }
    const p = await parse(
      flagTable({ check: "boolean", host: "string", root: "string", "out-dir": "string", skill: "string" }),
      argv,
    );
    const hostFlag = p.flags.host ?? "claude";
    const hosts = hostsFor(hostFlag);
    if (!hosts) throw usage(`--host: ${HOST_FLAG_ALLOWED} (got ${JSON.stringify(hostFlag)})`);
    const root = resolve(p.flags.root ?? resolve(import.meta.dirname, ".."));
    const outDir = p.flags["out-dir"] !== undefined ? resolve(p.flags["out-dir"]!) : undefined;
    const result = await planCached(
      { root, outDir, hosts, skill: p.flags.skill },
      { write: !(p.flags.check === true) },
    );
    // Warnings do not fail a run; skill:check lists them, so CI output stays short.
    const hostProblems = checkOutputs(result.outputs);
    if (hostProblems.length) {
      for (const h of hostProblems) writeErr(`${h.file}: ${h.host}: ${h.message}\n`);
      writeErr(
        `gen:skill-docs: ${hostProblems.length} file${hostProblems.length === 1 ? "" : "s"} break their host's rules; nothing written\n`,
      );
      return EXIT.rejected;
    }
    if (result.warnings.length)
      writeErr(
        `gen:skill-docs: ${result.warnings.length} warning${result.warnings.length === 1 ? "" : "s"} (npm run skill:check lists them)\n`,
      );

    if (p.flags.check === true) {
      const f = compare(result);
      const lines = [
        ...f.stale.map((r) => `stale: ${r}`),
        ...f.missing.map((r) => `missing: ${r}`),
        ...f.orphaned.map((r) => `orphaned: ${r}`),
      ];
      if (lines.length) {
        writeOut(`${lines.join("\n")}\n`);
        writeErr(
          `gen:skill-docs --check: ${lines.length} file${lines.length === 1 ? "" : "s"} out of date; run: npm run gen:skill-docs\n`,
        );
        return EXIT.rejected;
      }
      writeOut(`gen:skill-docs --check: ${f.fresh.length} file${f.fresh.length === 1 ? "" : "s"} up to date\n`);
      return EXIT.ok;
    }

    const w = write(result);
    writeOut(
      `gen:skill-docs: ${w.written.length} written, ${w.unchanged.length} unchanged, ${w.removed.length} removed\n`,
    );
    for (const r of w.written) writeOut(`  wrote ${r}\n`);
    for (const r of w.removed) writeOut(`  removed ${r}\n`);
    return EXIT.ok;
  } catch (err) {
    if (err instanceof TemplateErrors) {
      for (const d of err.diagnostics) writeErr(`${formatDiagnostic(d)}\n`);
      const n = err.diagnostics.filter((d) => d.severity === "error").length;
      writeErr(`gen:skill-docs: ${n} error${n === 1 ? "" : "s"}; nothing written\n`);
      return exitCodeOf(err);
    }
    if (err instanceof GstackError) {
      writeErr(`gen:skill-docs: ${err.message}\n`);
      return exitCodeOf(err);
    }
    throw err;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
