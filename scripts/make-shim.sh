#!/usr/bin/env bash
# Writes bin/gstack-<name> for a command registered in lib/cli/commands/index.ts
# (`scripts/make-shim.sh NAME`; `--print NAME` writes it to stdout instead, for the freshness test).
# The shim is both POSIX shell and JavaScript: `bin/x` (run by /bin/sh, which starts in half the
# time of bash) and `bash bin/x` run the shell line; `bun run bin/x` skips it as a string and a
# comment. The shell line picks what runs, first that works (decisions 0001, 0080):
#   1. build/gstack, the compiled CLI `npm install` builds (scripts/build-bin.ts); it runs lib/
#      from source itself when any file of the command's graph changed since the build. Only
#      where build/interp, a link to the loader the binary needs, resolves: a kit folder shared
#      with another system or architecture skips a binary it cannot execute;
#   2. the kit's own Bun (node_modules/bun) running lib/ from source: its bun.exe and bunx.exe are
#      one file once Bun's postinstall has run; before that (npm --ignore-scripts) bun.exe is a
#      stub that fails. Built on the same machine as build/gstack, so skipped with it;
#   3. GSTACK_BUN, only when the kit has no Bun of its own (a bad GSTACK_BUN cannot break a kit
#      that has one);
#   4. the committed bundle dist/gstack.mjs under bun, else node, from PATH (a plugin folder or a
#      package installed without install scripts has no working node_modules/bun);
#   5. else one line saying what to install, exit 127 (the shell's "command not found").
# Everything is inline: sourcing a helper costs a few ms. `$0` (not BASH_SOURCE) keeps it POSIX.
# A command with lib/cli/sh/NAME.sh answers the calls that file handles in the shell itself,
# before any runtime starts (decision 0081): the shim then opens a JavaScript block comment on
# its second line (`":" /*`, for the shell a no-op), holds that file and the runtime line, and
# closes the comment on a line the shell never reaches.
set -euo pipefail
print=0
if [ "${1:-}" = --print ]; then print=1; shift; fi
name=$1
kit="$(cd "$(dirname "$0")/.." && pwd)"
fast="$kit/lib/cli/sh/$name.sh"
shim() {
  if [ -f "$fast" ]; then
    # `#include NAME` takes lib/cli/sh/NAME.sh in its place; comment lines are left out.
    # `#config-defaults` takes one case line per key of state-schema/config.schema.json.
    body="$(awk -v dir="$kit/lib/cli/sh" -v defaults="$(config_defaults)" '/^#include /{ f = dir "/" $2 ".sh"; while ((getline l < f) > 0) print l; close(f); next } /^#config-defaults$/ { print defaults; next } { print }' "$fast" | grep -v '^ *#'; runtime)"
    case $body in *'*/'*) echo "make-shim.sh: $fast must not contain */ (it sits in a JavaScript comment)" >&2; exit 1;; esac
    printf '#!/bin/sh\n":" /*\n%s\n*/\n' "$body"
  else
    printf '#!/bin/sh\n":" //; '
    runtime
  fi
  cat <<SHIM
// gstack-$name: logic in lib/cli/commands/$name.ts. Under Bun this file runs as JavaScript.
import { main } from "../lib/cli/main.ts";
process.exitCode = await main(["$name", ...process.argv.slice(2)]);
SHIM
}
config_defaults() {
  "$kit/node_modules/.bin/bun" -e '
    const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const [k, v] of Object.entries(s.properties)) {
      const d = String(v.default ?? "");
      if (!/^[a-zA-Z0-9_]+$/.test(k) || /[^A-Za-z0-9_.+-]/.test(d)) throw new Error(`config default of ${k} needs quoting`);
      console.log(`      ${k}) _val=${d} ;;`);
    }' "$kit/state-schema/config.schema.json"
}
runtime() {
  cat <<SHIM
_s=\$0; [ -L "\$_s" ] && _s=\$(readlink -f "\$_s"); case \$_s in *[/]*) _k=\${_s%/*}/..;; *) _k=..;; esac; _i=\$_k/build/interp; [ -x "\$_k/build/gstack" ] && [ -e "\$_i" ] && exec "\$_k/build/gstack" $name "\$@"; _n=\$_k/node_modules/bun/bin; { [ ! -L "\$_i" ] || [ -e "\$_i" ]; } && [ "\$_n/bun.exe" -ef "\$_n/bunx.exe" ] && exec "\$_n/bun.exe" "\$_k/lib/cli/main.ts" $name "\$@"; [ -n "\${GSTACK_BUN:-}" ] && exec "\$GSTACK_BUN" "\$_k/lib/cli/main.ts" $name "\$@"; [ -f "\$_k/dist/gstack.mjs" ] && for _r in bun node; do command -v \$_r >/dev/null && exec \$_r "\$_k/dist/gstack.mjs" $name "\$@"; done; echo "gstack-$name: no JavaScript runtime: run \\\`npm install\\\` in \$_k, or install Node.js 20+ or Bun (or set GSTACK_BUN)" >&2; exit 127
SHIM
}
if [ $print = 1 ]; then shim; exit 0; fi
out="$kit/bin/gstack-$name"
shim > "$out.tmp"
chmod 755 "$out.tmp"
mv "$out.tmp" "$out"
