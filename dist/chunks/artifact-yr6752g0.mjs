import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-jsv1y7qe.mjs";
import {
  getConfig2
} from "./main-jy69ab3m.mjs";
import {
  ARTIFACT_KINDS,
  MAX_ARTIFACT_BYTES,
  DEFAULT_LOOKBACK_DAYS,
  MAX_LOOKBACK_DAYS,
  checkBranch,
  listArtifacts,
  latestArtifact,
  putArtifact
} from "./main-2bv964r7.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  str3,
  num2,
  bool2
} from "./main-bqvsw311.mjs";
import {
  readIfExists
} from "./main-gsrvpmny.mjs";
import {
  rejected,
  usage,
  badFlag,
  unknownSubcommand
} from "./main-4q1q6370.mjs";

// lib/cli/commands/artifact.ts
import { resolve } from "node:path";
import { statSync } from "node:fs";
var kinds = Object.entries(ARTIFACT_KINDS).map(([k, v]) => `  ${k.padEnd(13)} ${(v.dir ? `${v.dir}/` : "").padEnd(13)} ${v.about}`).join(`
`);
function toJson(a) {
  return { kind: a.kind, branch: a.branch, name: a.name, path: a.path, stamp: a.stamp, seq: a.seq, time: a.time, mtime: new Date(a.mtimeMs).toISOString() };
}
var SUBCOMMANDS = ["put", "latest", "list"];
var artifact_default = {
  subcommands: SUBCOMMANDS,
  help: `usage: gstack-artifact put KIND [--branch B] [--title T] [--file F]   (content on stdin without --file)
       gstack-artifact latest KIND [--branch B | --any-branch] [--days N | --all] [--json]
       gstack-artifact list KIND [--branch B | --any-branch] [--days N | --all] [--limit N] [--json]

Artifacts live in projects/<slug>/[folder/]<branch>-<kind>-YYYYMMDD-HHMMSS[-N].md (UTC):
${kinds}
put     writes a new file atomically (never overwrites; -2, -3 ... within one second), adds
        package_id, kind, branch, created (and title) to its frontmatter, prints its path
latest  prints the newest matching path (by the stamp in the name, then mtime); exit 1 if
        none (--json prints null)
list    prints matching paths, newest first (default --limit 50)
--branch B   branch (default: the current one; / becomes -); --any-branch matches all
--days N     look-back in days, 1 or 2 (default: config lookback_days, 1); --all: no limit
Content: at most ${MAX_ARTIFACT_BYTES} bytes of text.
Exit: 0 ok, 1 rejected input or nothing found, 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, {
      branch: "string",
      "any-branch": "boolean",
      title: "string",
      file: "string",
      days: "number",
      all: "boolean",
      limit: "number",
      json: "boolean"
    });
    const [verb, kind, ...extra] = p.positionals;
    if (extra.length)
      throw usage(`unexpected argument ${JSON.stringify(extra[0])} (see --help)`);
    if (kind === undefined && verb !== undefined)
      throw usage(`${verb} needs a KIND (${Object.keys(ARTIFACT_KINDS).join(", ")})`);
    const json = bool2(p, "json");
    const paths = new StatePaths(io.env, io.cwd);
    const branchFlag = str3(p, "branch");
    const branch = branchFlag === undefined ? undefined : checkBranch(branchFlag);
    const anyBranch = bool2(p, "any-branch");
    if (anyBranch && branch !== undefined)
      throw usage("--branch and --any-branch exclude each other");
    switch (verb) {
      case "put": {
        for (const f of ["any-branch", "days", "all", "limit"])
          if (p.flags[f] !== undefined)
            throw usage(`--${f} does not apply to put`);
        const file = str3(p, "file");
        let content;
        if (file !== undefined) {
          const full = resolve(io.cwd, file);
          let st;
          try {
            st = statSync(full);
          } catch {
            throw rejected("file", "an existing, readable file", file);
          }
          if (!st.isFile())
            throw rejected("file", "a regular file (not a folder, device or pipe)", file);
          const size = st.size;
          if (size > MAX_ARTIFACT_BYTES)
            throw rejected("content", `at most ${MAX_ARTIFACT_BYTES} bytes`, `${size} bytes`);
          content = readIfExists(full) ?? "";
        } else
          content = await io.stdin();
        const a = putArtifact(paths, { kind, branch, title: str3(p, "title"), content });
        io.out(json ? jsonLine(toJson(a)) : `${a.path}
`);
        return 0;
      }
      case "latest":
      case "list": {
        if (p.flags.title !== undefined || p.flags.file !== undefined)
          throw usage(`--title and --file apply to put only`);
        if (verb === "latest" && p.flags.limit !== undefined)
          throw usage("--limit applies to list only");
        const all = bool2(p, "all");
        let days = num2(p, "days");
        if (all && days !== undefined)
          throw usage("--days and --all exclude each other");
        if (days !== undefined && (days < 1 || days > MAX_LOOKBACK_DAYS)) {
          throw badFlag("days", `1 to ${MAX_LOOKBACK_DAYS} (older artifacts need --all)`, days);
        }
        days ??= await configLookback(paths);
        const limit = num2(p, "limit") ?? 50;
        if (limit < 1)
          throw badFlag("limit", "an integer >= 1", limit);
        const opts = { kind, branch, anyBranch, days, all, limit };
        if (verb === "latest") {
          const a = latestArtifact(paths, opts);
          if (!a) {
            io.err(`gstack-artifact: no ${kind} for ${anyBranch ? "any branch" : `branch ${branch ?? paths.branch}`} ${all ? "at all" : `in the last ${days} day${days === 1 ? "" : "s"} (--all looks further back)`}
`);
            if (json)
              io.out(`null
`);
            return 1;
          }
          io.out(json ? jsonLine(toJson(a)) : `${a.path}
`);
          return 0;
        }
        const list = listArtifacts(paths, opts);
        io.out(json ? jsonLine(list.map(toJson)) : list.map((a) => `${a.path}
`).join(""));
        return 0;
      }
      default:
        throw unknownSubcommand(verb, SUBCOMMANDS);
    }
  }
};
async function configLookback(paths) {
  const n = Number(await getConfig2(paths.config, "lookback_days"));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_LOOKBACK_DAYS) : DEFAULT_LOOKBACK_DAYS;
}
export {
  artifact_default as default
};
