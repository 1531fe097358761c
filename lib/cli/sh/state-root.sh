# Included by make-shim.sh where a shell fast path needs the state root. Sets _root to what
# stateRoot() of lib/state/root.ts returns, or to nothing where only that function may answer:
# a relative root (an error with its own message) or a HOME that path.join would normalise.
_clean() { case $1 in *[/][/]*|*[/].[/]*|*[/]..[/]*|*[/]|*[/].|*[/]..|./*|../*|.|..) return 1 ;; esac; }
_root=
for _v in "${GSTACK_STATE_ROOT:-}" "${GSTACK_HOME:-}" "${GSTACK_STATE_DIR:-}"; do [ -n "$_v" ] && break; done
if [ -n "$_v" ]; then
  case $_v in /*) _root=$_v ;; esac
elif [ -n "${CLAUDE_PLUGIN_DATA:-}" ] && case ${CLAUDE_PLUGIN_ROOT:-} in *[Gg][Ss][Tt][Aa][Cc][Kk]*) true ;; *) false ;; esac; then
  _root=$CLAUDE_PLUGIN_DATA
elif [ -n "${HOME:-}" ]; then
  _clean "$HOME" && _root=$HOME/.gstack
else
  _root=.gstack
fi
