import {
  StatePaths
} from "./main-dj24thjv.mjs";
import"./main-41t4c981.mjs";
import {
  detect2
} from "./main-4txp9mvy.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/repo-mode.ts
var repo_mode_default = defineCommand({
  name: "repo-mode",
  about: `Prints REPO_MODE=solo|collaborative|unknown for eval.
  config      gstack-config get repo_mode, when set, wins
  cache       projects/<slug of the repo's top folder>/repo-mode.json, trusted for 7 days
  git         non-merge commits of the last 90 days on the default branch (origin/HEAD,
              else origin/main, origin/master, HEAD): solo when the top author made >= 80%,
              collaborative otherwise; unknown with fewer than 5 commits, outside git, or
              without an origin remote`,
  flags: {
    refresh: { type: "boolean", about: "ignore the cache and recompute" },
    json: { type: "boolean", about: `{"mode", "source", "top_pct", "authors", "total", ...}` }
  },
  exit: "0 ok (unknown included), 1 unsafe GSTACK_PROJECT_SLUG, 2 usage."
}, async (io, p) => {
  const result = await detect2(new StatePaths(io.env, io.cwd), io.env, p.flags.refresh === true);
  io.out(p.flags.json ? jsonLine(result) : `REPO_MODE=${result.mode}
`);
  return 0;
});
export {
  repo_mode_default as default
};
