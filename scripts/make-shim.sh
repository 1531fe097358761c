#!/usr/bin/env bash
# Writes bin/gstack-<name> for a command registered in lib/cli/commands/index.ts.
# The shim is both POSIX shell and JavaScript: `bin/x` (run by /bin/sh, which starts in half the
# time of bash) and `bash bin/x` run the shell line, which finds Bun (the kit's node_modules, else
# GSTACK_BUN, else PATH) and execs it; `bun run bin/x` skips that line as a string and a comment.
# Everything is inline: sourcing a helper costs a few ms. `$0` (not BASH_SOURCE) keeps it POSIX.
set -euo pipefail
name=$1
out="$(cd "$(dirname "$0")/.." && pwd)/bin/gstack-$name"
cat > "$out" <<SHIM
#!/bin/sh
":" //; _s=\$0; [ -L "\$_s" ] && _s=\$(readlink -f "\$_s"); case \$_s in */*) _k=\${_s%/*}/..;; *) _k=..;; esac; _b=\${GSTACK_BUN:-\$_k/node_modules/.bin/bun}; [ -x "\$_b" ] || _b=bun; exec "\$_b" "\$_k/lib/cli/main.ts" $name "\$@"
// gstack-$name: logic in lib/cli/commands/$name.ts. Under Bun this file runs as JavaScript.
import { main } from "../lib/cli/main.ts";
process.exitCode = await main(["$name", ...process.argv.slice(2)]);
SHIM
chmod 755 "$out"
