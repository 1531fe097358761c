import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/slug.ts
var slug_default = defineCommand({
  name: "slug",
  about: `Prints the project slug and branch for eval:
  SLUG=<slug>
  BRANCH=<branch>
Slug: GSTACK_PROJECT_SLUG, else the cached slug for this folder, else owner-repo from the
outermost repo's origin, else the outermost project folder's name. Only [a-zA-Z0-9._-] is kept;
a slug made only of dots is refused. Branch: HEAD's branch with / -> -, or "unknown".`,
  flags: { json: { type: "boolean", about: `{"slug", "branch"} instead` } },
  exit: "0 ok, 1 GSTACK_PROJECT_SLUG unsafe, 2 usage."
}, (io, p) => {
  const paths = new StatePaths(io.env, io.cwd);
  if (p.flags.json)
    io.out(jsonLine({ slug: paths.slug, branch: paths.branch }));
  else
    io.out(`SLUG=${paths.slug}
BRANCH=${paths.branch}
`);
});
export {
  slug_default as default
};
