import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  bool2
} from "./main-bqvsw311.mjs";

// lib/cli/commands/slug.ts
var slug_default = {
  help: `usage: gstack-slug [--json]

Prints the project slug and branch for eval:
  SLUG=<slug>
  BRANCH=<branch>
Slug: GSTACK_PROJECT_SLUG, else the cached slug for this folder, else owner-repo from the
outermost repo's origin, else the outermost project folder's name. Only [a-zA-Z0-9._-] is kept;
a slug made only of dots is refused. Branch: HEAD's branch with / -> -, or "unknown".
Exit: 0 ok, 1 GSTACK_PROJECT_SLUG unsafe, 2 usage.`,
  run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    const paths = new StatePaths(io.env, io.cwd);
    if (bool2(p, "json"))
      io.out(jsonLine({ slug: paths.slug, branch: paths.branch }));
    else
      io.out(`SLUG=${paths.slug}
BRANCH=${paths.branch}
`);
  }
};
export {
  slug_default as default
};
