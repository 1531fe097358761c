import { defineCommand } from "../command.ts";
import { usage } from "../errors.ts";
import { jsonLine } from "../output.ts";
import { askMessage, classifyCommand } from "../../hooks/careful.ts";
import { ALLOW, decision, parseToolCall } from "../../hooks/output.ts";

export default defineCommand(
  {
    name: "hook-careful",
    about: `Hook mode reads Claude Code's PreToolUse JSON on stdin and prints {} to let a Bash call run,
or {"permissionDecision":"ask","message":...,"hookSpecificOutput":{...}} when the command is
destructive: rm -r outside build folders (and find -delete, rimraf, shutil.rmtree...), SQL
DROP/TRUNCATE/DELETE without WHERE (comments included), git push --force (and abbreviations,
--force-with-lease, +refspec, --delete), git reset --hard, git clean -f, git checkout/restore/
switch that discards changes, git branch -D, git stash drop/clear, git -c alias.x='!...',
kubectl delete/drain, helm uninstall, terraform/pulumi/cdk destroy, docker prune / rm -f /
volume rm, cloud deletes (aws s3 rm --recursive, aws/gcloud/az delete), chmod -R 777, chmod/
chown -R on / or ~, mkfs, wipefs, shred, dd of=/dev/..., writes to a disk device, fork bombs,
kill -1, crontab -r, shutdown; and code it cannot read before it runs (curl | sh,
base64 -d | sh, bash <(...), eval "$(curl ...)"). The command is parsed, not grepped: sudo,
env, nice, time, xargs, setsid, flock, nsenter, script -c, systemd-run, busybox, bash -c '...',
eval, ssh host '...', docker run/exec, functions, traps, chains, pipes and $(...) are seen
through; known variables ($X after X=rm), \${IFS} and {a,b} lists are expanded; quoted text
(echo "rm -rf /", grep "DROP TABLE") is not a command. Input that cannot be read (bad JSON, no
command, unbalanced quotes) is answered with "ask" and the reason, never a silent {}.
Always exits 0 in hook mode.`,
    subcommands: {
      "": { about: "hook mode: the PreToolUse tool call JSON on stdin" },
      check: {
        args: [{ name: "COMMAND" }],
        about: `classifies COMMAND (quote it): prints "safe", or "ask: <reason>" and exits 1`,
      },
    },
    flags: {
      json: {
        type: "boolean",
        about: `{"decision", "message", "patterns"} (check only; hook mode always prints JSON)`,
      },
    },
    exit: "0 safe (always in hook mode), 1 check found it destructive, 2 usage.",
  },
  async (io, p) => {
    if (p.verb === "check") {
      const v = classifyCommand(p.args[0]!);
      const message =
        v.kind === "safe"
          ? undefined
          : v.kind === "unreadable"
            ? `[careful] could not read the command (${v.reason}); check it yourself.`
            : askMessage(v.findings);
      if (p.flags.json)
        io.out(
          jsonLine({
            decision: message ? "ask" : "allow",
            message,
            patterns: v.kind === "destructive" ? v.findings.map((f) => f.id) : [],
          }),
        );
      else io.out(message ? `ask: ${message}\n` : "safe\n");
      return message ? 1 : 0;
    }
    if (p.flags.json) throw usage("--json is for check (hook mode always prints JSON)");
    io.out(await hookAnswer(await io.stdin()));
    return 0;
  },
);

async function hookAnswer(stdin: string): Promise<string> {
  try {
    const call = parseToolCall(stdin);
    if (typeof call === "string")
      return decision("ask", `[careful] ${call}; check the command yourself before allowing it.`);
    if (call.tool_name !== "Bash") return ALLOW;
    const command = call.tool_input.command;
    if (typeof command !== "string")
      return decision("ask", "[careful] the Bash call has no command string; check it yourself before allowing it.");
    const v = classifyCommand(command);
    if (v.kind === "safe") return ALLOW;
    if (v.kind === "unreadable")
      return decision(
        "ask",
        `[careful] could not read the command (${v.reason}); check it yourself before allowing it.`,
      );
    return decision("ask", askMessage(v.findings));
  } catch (err) {
    return decision(
      "ask",
      `[careful] internal error while checking the command (${(err as Error)?.message ?? err}); check it yourself.`,
    );
  }
}
