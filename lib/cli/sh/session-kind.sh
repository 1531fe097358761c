# The plain `gstack-session-kind` in the shell, without starting a JavaScript runtime: gstack's
# is pure bash (~3 ms) and skills call it on every start (decision 0081). The rules are
# sessionKind() of lib/state/session-kind.ts, which every other form (--json, --history,
# the preamble's SESSION_KIND) uses; test/e2e/session-kind-sh.test.ts checks both answer alike.
if [ $# -eq 0 ]; then
  if [ -n "${OPENCLAW_SESSION:-}" ] || [ -n "${GSTACK_SPAWNED_SESSION:-}" ]; then echo spawned
  elif [ -n "${GSTACK_HEADLESS:-}" ]; then echo headless
  elif [ -n "${GSTACK_INTERACTIVE:-}" ]; then echo interactive
  elif [ "${CLAUDE_CODE_SESSION_ATTENDED:-}" = 0 ]; then echo headless
  elif [ -n "${CONDUCTOR_WORKSPACE_PATH:-}" ] || [ -n "${CONDUCTOR_PORT:-}" ]; then echo interactive
  elif [ -n "${CODEX_THREAD_ID:-}" ] && [ -n "${INSTANT_APP_ID:-}" ]; then echo interactive
  else
    case ${CLAUDE_CODE_ENTRYPOINT:-} in
      sdk-*) echo headless ;;
      cli) echo interactive ;;
      *) if [ -n "${CI:-}" ] || [ -n "${GITHUB_ACTIONS:-}" ]; then echo headless; else echo interactive; fi ;;
    esac
  fi
  exit 0
fi
