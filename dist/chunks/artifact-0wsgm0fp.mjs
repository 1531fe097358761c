import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  getConfig2
} from "./main-41t4c981.mjs";
import {
  ARTIFACT_KINDS,
  MAX_ARTIFACT_BYTES,
  DEFAULT_LOOKBACK_DAYS,
  MAX_LOOKBACK_DAYS,
  checkBranch,
  listArtifacts,
  latestArtifact,
  putArtifact
} from "./main-jw4kgyjt.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  readIfExists
} from "./main-kt1qhm98.mjs";
import {
  rejected,
  usage
} from "./main-90sp2g8n.mjs";

// lib/cli/commands/artifact.ts
import { resolve } from "node:path";
import { statSync } from "node:fs";
var kinds = Object.entries(ARTIFACT_KINDS).map(([k, v]) => `  ${k.padEnd(13)} ${(v.dir ? `${v.dir}/` : "").padEnd(13)} ${v.about}`).join(`
`);
function toJson(a) {
  return {
    kind: a.kind,
    branch: a.branch,
    name: a.name,
    path: a.path,
    stamp: a.stamp,
    seq: a.seq,
    time: a.time,
    mtime: new Date(a.mtimeMs).toISOString()
  };
}
var KIND = [{ name: "KIND", values: Object.keys(ARTIFACT_KINDS) }];
var artifact_default = defineCommand({
  name: "artifact",
  about: `Artifacts live in projects/<slug>/[folder/]<branch>-<kind>-YYYYMMDD-HHMMSS[-N].md (UTC):
${kinds}
Content: at most ${MAX_ARTIFACT_BYTES} bytes of text (stdin without --file).`,
  subcommands: {
    put: {
      args: KIND,
      flags: ["title", "file"],
      about: `writes a new file atomically (never overwrites; -2, -3 ... within one second), adds
package_id, kind, branch, created (and title) to its frontmatter, prints its path`
    },
    latest: {
      args: KIND,
      flags: ["any-branch", "days", "all"],
      about: `prints the newest matching path (by the stamp in the name, then mtime); exit 1 if
none (--json prints null)`
    },
    list: { args: KIND, flags: ["any-branch", "days", "all", "limit"], about: "prints matching paths, newest first" }
  },
  flags: {
    branch: { type: "string", arg: "B", about: "branch (default: the current one; / becomes -)" },
    "any-branch": { type: "boolean", about: "match all branches" },
    title: { type: "string", arg: "T", about: "the artifact's title" },
    file: { type: "string", arg: "F", about: "read the content from F" },
    days: {
      type: "integer",
      about: "look-back in days (default: config lookback_days, 1)",
      min: 1,
      max: MAX_LOOKBACK_DAYS,
      allowed: `1 to ${MAX_LOOKBACK_DAYS} (older artifacts need --all)`
    },
    all: { type: "boolean", about: "no look-back limit" },
    limit: { type: "integer", about: "at most N paths", min: 1, default: 50 },
    json: { type: "boolean", about: "data as JSON" }
  },
  exit: "0 ok, 1 rejected input or nothing found, 2 usage, 3 state not writable."
}, async (io, p) => {
  const kind = p.args[0];
  const json = p.flags.json;
  const paths = new StatePaths(io.env, io.cwd);
  const branchFlag = p.flags.branch;
  const branch = branchFlag === undefined ? undefined : checkBranch(branchFlag);
  const anyBranch = p.flags["any-branch"] === true;
  if (anyBranch && branch !== undefined)
    throw usage("--branch and --any-branch exclude each other");
  switch (p.verb) {
    case "put": {
      const file = p.flags.file;
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
      const a = putArtifact(paths, { kind, branch, title: p.flags.title, content });
      io.out(json ? jsonLine(toJson(a)) : `${a.path}
`);
      return 0;
    }
    case "latest":
    case "list": {
      const all = p.flags.all === true;
      let days = p.flags.days;
      if (all && days !== undefined)
        throw usage("--days and --all exclude each other");
      days ??= await configLookback(paths);
      const limit = p.flags.limit;
      const opts = { kind, branch, anyBranch, days, all, limit };
      if (p.verb === "latest") {
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
  }
});
async function configLookback(paths) {
  const n = Number(await getConfig2(paths.config, "lookback_days"));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_LOOKBACK_DAYS) : DEFAULT_LOOKBACK_DAYS;
}
export {
  artifact_default as default
};
