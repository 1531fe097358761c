# The plain `gstack-paths` in the shell, without starting a JavaScript runtime: gstack's is pure
# bash (~4 ms) and skill bash blocks eval it (decision 0081). It answers only where it gives
# what lib/cli/commands/paths.ts prints (test/e2e/shell-fast-paths.test.ts runs both on a table
# of environments); anything else (--json, a value the TypeScript would normalise or quote with
# a ', a TMP_ROOT to create) goes on to the runtime below.
if [ $# -eq 0 ]; then
#include state-root
  _q() { case $1 in '' | *[!A-Za-z0-9_./:=@%+-]*) case $1 in *"'"*) return 1 ;; esac; _o="'$1'" ;; *) _o=$1 ;; esac; }
  _p=${GSTACK_PLAN_DIR:-${CLAUDE_PLANS_DIR:-}}
  if [ -z "$_p" ]; then
    if [ -z "${HOME:-}" ]; then _p=.claude/plans; elif _clean "$HOME"; then _p=$HOME/.claude/plans; fi
  fi
  _t=${TMPDIR:-${TMP:-.gstack/tmp}}
  while :; do case $_t in ?*[/]) _t=${_t%/} ;; *) break ;; esac; done
  if [ -n "$_root" ] && [ -n "$_p" ] && [ -d "$_t" ] && _q "$_root"; then
    _r=$_o
    if _q "$_p"; then _p=$_o; _q "$_t" && printf 'GSTACK_STATE_ROOT=%s\nPLAN_ROOT=%s\nTMP_ROOT=%s\n' "$_r" "$_p" "$_o" && exit 0; fi
  fi
fi
