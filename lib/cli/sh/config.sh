# `gstack-config get KEY` in the shell, without starting a JavaScript runtime: gstack's is bash
# and grep (~11 ms) and skills call it on every start (decision 0081). It answers only from a
# config.yaml whose every line is blank, a comment or `key: plain-value` (the flat form gstack
# and `set` write, which readFlat() of lib/state/config.ts reads the same way), or from none:
# the key's value, else its default from state-schema/config.schema.json (make-shim.sh writes
# that table in at #config-defaults). test/e2e/shell-fast-paths.test.ts runs both on a table of
# files. Everything else (a quoted or unusual value, other YAML, an unknown or invalid key) goes
# on to the runtime below.
if [ $# -eq 2 ] && [ "$1" = get ]; then
#include state-root
  _key=$2
  case $_key in '' | *[!a-zA-Z0-9_]*) _root= ;; esac
  [ ${#_key} -le 128 ] || _root=
  _f=$_root/config.yaml
  _ok=1 _found= _val=
  if [ -z "$_root" ] || { [ -e "$_f" ] && ! { [ -f "$_f" ] && [ -r "$_f" ]; }; }; then _ok=; elif [ -e "$_f" ]; then
    _n=0
    while IFS= read -r _l || [ -n "$_l" ]; do
      _n=$((_n + 1))
      if [ $_n -gt 200 ] || [ ${#_l} -gt 4096 ]; then _ok=; break; fi
      case $_l in '#'*) continue ;; *[!\ ]*) ;; *) continue ;; esac
      _k=${_l%%:*}
      case $_l in *:*) ;; *) _ok=; break ;; esac
      case $_k in '' | *[!a-zA-Z0-9_]*) _ok=; break ;; esac
      _v=${_l#*:}
      while :; do case $_v in ' '*) _v=${_v# } ;; *) break ;; esac; done
      while :; do case $_v in *' ') _v=${_v% } ;; *) break ;; esac; done
      case $_v in *[!A-Za-z0-9_./@:+\ -]* | *': '* | *'  '* | '~' | null) _ok=; break ;; esac
      [ -z "$_found" ] && [ "$_k" = "$_key" ] && _found=1 _val=$_v
    done < "$_f"
  fi
  if [ -n "$_ok" ] && [ -z "$_found" ]; then
    case $_key in
#config-defaults
      *) _ok= ;;
    esac
  fi
  if [ -n "$_ok" ]; then printf '%s\n' "$_val"; exit 0; fi
fi
