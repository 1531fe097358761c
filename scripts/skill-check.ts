// npm run skill:check -- [--json] [--host claude|agents] [--root DIR] [--out-dir DIR]
// Per skill: tier, size of the generated file, estimated tokens, the preamble's share,
// whether the committed file is fresh, and validation warnings.
import { join, resolve } from "node:path";
import { readFileSync } from "node:fs";
import { flagTable, parse } from "../lib/cli/args.ts";
import { GstackError, usage } from "../lib/core/errors.ts";
import { EXIT, exitCodeOf } from "../lib/cli/exit-codes.ts";
import { jsonLine, table } from "../lib/cli/output.ts";
import { writeErr, writeOut } from "../lib/cli/stdio.ts";
import { formatDiagnostic, type Diagnostic } from "../lib/generator/diagnostics.ts";
import { prepareAll } from "../lib/generator/generate.ts";
import { renderSkill, sizeWarnings } from "../lib/generator/render.ts";
import type { HostName } from "../lib/generator/hosts.ts";

export const HELP = `usage: npm run skill:check -- [--json] [--host claude|agents] [--root DIR] [--out-dir DIR]

One line per skill: name, preamble tier, bytes and estimated tokens of the generated SKILL.md,
the preamble's share of it, freshness of the file on disk (fresh, stale, missing) and the
number of warnings; the warnings follow. Tokens are estimated as bytes / 4.
Exit: 0 ok (stale files are reported, not failed: gen:skill-docs --check does that),
1 template errors, 2 usage.`;

export interface SkillReport {
  name: string;
  template: string;
  output: string;
  tier: number;
  bytes: number;
  tokens: number;
  preamble_bytes: number;
  preamble_share: number;
  freshness: "fresh" | "stale" | "missing";
  warnings: string[];
}

export async function main(argv: string[]): Promise<number> {
  try {
    if (argv.includes("--help") || argv.includes("-h")) {
      writeOut(`${HELP}\n`);
      return EXIT.ok;
    }
    const p = await parse(flagTable({ json: "boolean", host: "string", root: "string", "out-dir": "string" }), argv);
    const host = (p.flags.host ?? "claude") as HostName;
    if (host !== "claude" && host !== "agents")
      throw usage(`--host: claude or agents is allowed (got ${JSON.stringify(host)})`);
    const root = resolve(p.flags.root ?? resolve(import.meta.dirname, ".."));
    const outDir = resolve(p.flags["out-dir"] ?? root);

    const { prepared, diagnostics } = prepareAll(root);
    const reports: SkillReport[] = prepared.map((skill) => {
      const r = renderSkill(skill, host);
      let onDisk: string | undefined;
      try {
        onDisk = readFileSync(join(outDir, r.outRel), "utf8");
      } catch {
        /* missing */
      }
      const bytes = Buffer.byteLength(r.content);
      const warnings: Diagnostic[] = [
        ...diagnostics.filter((d) => d.file === skill.source.rel && d.severity === "warning"),
        ...sizeWarnings(skill, r),
      ];
      return {
        name: r.name,
        template: skill.source.rel,
        output: r.outRel,
        tier: r.tier,
        bytes,
        tokens: Math.ceil(bytes / 4),
        preamble_bytes: r.preambleBytes,
        preamble_share: bytes ? Math.round((r.preambleBytes / bytes) * 1000) / 1000 : 0,
        freshness: onDisk === undefined ? "missing" : onDisk === r.content ? "fresh" : "stale",
        warnings: warnings.map(formatDiagnostic),
      };
    });
    const errors = diagnostics.filter((d) => d.severity === "error");

    if (p.flags.json === true) {
      writeOut(jsonLine({ skills: reports, errors: errors.map(formatDiagnostic) }));
    } else {
      const rows = [["skill", "tier", "bytes", "tokens", "preamble", "file", "warnings"]];
      for (const r of reports) {
        rows.push([
          r.name,
          String(r.tier),
          String(r.bytes),
          `~${r.tokens}`,
          `${Math.round(r.preamble_share * 100)}%`,
          r.freshness,
          String(r.warnings.length),
        ]);
      }
      writeOut(table(rows));
      const warnings = reports.flatMap((r) => r.warnings);
      if (warnings.length) writeOut(`\n${warnings.join("\n")}\n`);
      const total = reports.reduce((n, r) => n + r.bytes, 0);
      writeOut(
        `\n${reports.length} skill${reports.length === 1 ? "" : "s"}, ${total} bytes (~${Math.ceil(total / 4)} tokens), ${reports.filter((r) => r.freshness !== "fresh").length} not fresh, ${warnings.length} warning${warnings.length === 1 ? "" : "s"}\n`,
      );
    }
    for (const e of errors) writeErr(`${formatDiagnostic(e)}\n`);
    return errors.length ? EXIT.rejected : EXIT.ok;
  } catch (err) {
    if (err instanceof GstackError) {
      writeErr(`skill:check: ${err.message}\n`);
      return exitCodeOf(err);
    }
    throw err;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
