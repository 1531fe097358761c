// Destructive-command classification for the careful hook. The command line is parsed (never
// grepped): each simple command is looked at with its real program name and arguments, after
// seeing through wrappers (sudo, env, xargs, timeout, ...), shells (`bash -c '...'`, `eval`,
// `ssh host '...'`, text piped into `sh`), chains, pipelines and command substitutions.
import { literalWord, parseShell, ShellSyntaxError, type SimpleCommand, type Word } from "./shell.ts";

export interface Finding {
  /** Stable id of the pattern (documented in skills/careful). */
  id: string;
  /** One sentence for the person deciding. */
  message: string;
}

export type Verdict =
  | { kind: "safe" }
  | { kind: "destructive"; findings: Finding[] }
  | { kind: "unreadable"; reason: string };

/** Folders that builds recreate; `rm -rf` of these alone is routine. */
export const BUILD_DIRS = new Set([
  "node_modules", "dist", "build", "out", ".next", ".nuxt", ".svelte-kit", ".turbo", ".cache",
  ".parcel-cache", ".vite", "coverage", ".nyc_output", "__pycache__", ".pytest_cache",
  ".mypy_cache", ".ruff_cache", ".tox", "target", ".gradle",
]);

/** Programs that only print or search text: SQL in their arguments is data, not a statement. */
const TEXT_ONLY = new Set([
  "echo", "printf", "grep", "egrep", "fgrep", "rg", "ag", "ack", "git", "cat", "less", "more",
  "head", "tail", "wc", "sort", "uniq", "tee", "sed", "awk", "jq", "yq", "diff", "man", "touch",
  "mkdir", "ls", "cd", "pwd", "test", "[", "[[", "true", "false", ":", "read", "export", "declare",
  "local", "typeset", "readonly", "set", "unset", "which", "type", "file", "stat", "find", "cut",
  "tr", "column", "fold", "nl", "printenv", "basename", "dirname", "realpath",
]);

const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "busybox"]);
const RESERVED = new Set(["!", "{", "}", "if", "then", "else", "elif", "fi", "do", "done", "while", "until", "time", "coproc"]);
const SAFE_DEVICES = /^\/dev\/(null|zero|u?random|stdout|stderr|stdin|tty|fd\/\d+)$/;
const DEVICE = /^\/dev\//;

const SQL: [RegExp, Finding][] = [
  [/\bdrop\s+(table|database|schema)\b/i, { id: "sql-drop", message: "SQL DROP permanently deletes a table, schema or database" }],
  [/\btruncate\s+(table\s+)?["'`\[]?[a-z_]/i, { id: "sql-truncate", message: "SQL TRUNCATE deletes every row of a table" }],
  [/\bdelete\s+from\s+[^\s;]+\s*(;|$)/im, { id: "sql-delete-all", message: "SQL DELETE without WHERE deletes every row of a table" }],
];

const MAX_DEPTH = 8;

/** Classifies one shell command line as the Bash tool would run it. */
export function classifyCommand(command: string): Verdict {
  const findings: Finding[] = [];
  try {
    scanScript(command, findings, 0);
  } catch (err) {
    if (err instanceof ShellSyntaxError) return { kind: "unreadable", reason: err.message };
    throw err;
  }
  if (!findings.length) return { kind: "safe" };
  const seen = new Set<string>();
  return { kind: "destructive", findings: findings.filter((f) => !seen.has(f.id) && seen.add(f.id)) };
}

function scanScript(source: string, out: Finding[], depth: number): void {
  if (depth > MAX_DEPTH) throw new ShellSyntaxError("commands nested too deeply to read");
  const script = parseShell(source);
  for (const sub of script.substitutions) scanScript(sub, out, depth + 1);
  for (const pipeline of script.pipelines) {
    pipeline.forEach((cmd, i) => {
      const next = pipeline[i + 1];
      scanCommand(cmd, out, depth, next ? programOf(next) : undefined);
    });
  }
}

/** The program a command runs after wrappers, for deciding what its piped input means. */
function programOf(cmd: SimpleCommand): { name: string; args: Word[] } | undefined {
  const words = unwrap(stripPrefix(cmd.words)).words;
  if (!words.length) return undefined;
  return { name: baseName(words[0]!.text), args: words.slice(1) };
}

function scanCommand(cmd: SimpleCommand, out: Finding[], depth: number, pipedInto?: { name: string; args: Word[] }): void {
  for (const r of cmd.redirects) {
    if (/^(>|>>|>\||&>|&>>|<>)$/.test(r.op) && r.target && isDevice(r.target.text)) {
      out.push({ id: "write-device", message: `writing to ${r.target.text} overwrites a disk device` });
    }
  }
  const { words, unknownArgs } = unwrap(stripPrefix(cmd.words));
  if (!words.length) {
    // Only redirections/here-docs; a here-doc piped into a shell or SQL client still runs.
    feedPipe(cmd.stdin, pipedInto, out, depth);
    return;
  }
  const name = baseName(words[0]!.text);
  const args = words.slice(1);
  const texts = args.map((w) => w.text);

  // Shells and evaluators: the string they are given is itself a script.
  if (SHELLS.has(name)) {
    const script = shellScriptArg(name, args);
    if (script !== undefined) scanScript(script, out, depth + 1);
    // With no script file, a shell runs its stdin: here-documents are scripts too.
    else if (!args.some((a) => !a.text.startsWith("-"))) for (const body of cmd.stdin) scanScript(body, out, depth + 1);
    return;
  }
  if (name === "eval") {
    scanScript(texts.join(" "), out, depth + 1);
    return;
  }
  if (name === "su") {
    const i = texts.findIndex((t) => t === "-c" || t === "--command");
    if (i !== -1 && texts[i + 1] !== undefined) scanScript(texts[i + 1]!, out, depth + 1);
    return;
  }
  if (name === "ssh") {
    const remote = sshRemoteCommand(texts);
    if (remote) scanScript(remote, out, depth + 1);
    return;
  }
  if (name === "watch") {
    const rest = skipOptions(texts, new Set(["-n", "--interval", "-d", "--differences", "-q", "--equexit", "-s", "--shotsleep"]), true);
    if (rest.length) scanScript(rest.join(" "), out, depth + 1);
    return;
  }
  if (name === "find") {
    // -exec/-execdir/-ok run a command per match with {} as an unknown argument.
    for (let i = 0; i < args.length; i++) {
      if (!/^-(exec|execdir|ok|okdir)$/.test(args[i]!.text)) continue;
      const end = args.findIndex((a, j) => j > i && (a.text === ";" || a.text === "+"));
      const inner = args.slice(i + 1, end === -1 ? undefined : end);
      if (inner.length) scanCommand({ words: inner, redirects: [], stdin: [] }, out, depth + 1);
      if (end === -1) break;
      i = end;
    }
    return;
  }

  const found = checkProgram(name, args, unknownArgs);
  out.push(...found);

  if (!TEXT_ONLY.has(name)) {
    scanSql([...texts, ...cmd.stdin], out);
  } else if (pipedInto && !TEXT_ONLY.has(pipedInto.name)) {
    // `echo "DROP TABLE t" | psql`, `printf 'rm -rf /' | sh`: the text reaches a program.
    const produced = name === "echo" || name === "printf" ? texts.filter((t) => !/^-[neE]+$/.test(t)) : [];
    feedPipe([...produced, ...(name === "cat" ? cmd.stdin : [])], pipedInto, out, depth);
  }
}

/** Text arriving on the stdin of `into`: a script for a shell, statements for anything else. */
function feedPipe(texts: string[], into: { name: string; args: Word[] } | undefined, out: Finding[], depth: number): void {
  if (!into || !texts.length) return;
  if (SHELLS.has(into.name) && shellScriptArg(into.name, into.args) === undefined) {
    for (const t of texts) scanScript(t, out, depth + 1);
    return;
  }
  if (!TEXT_ONLY.has(into.name)) scanSql(texts, out);
}

function scanSql(texts: string[], out: Finding[]): void {
  for (const t of texts) for (const [re, f] of SQL) if (re.test(t)) out.push(f);
}

function checkProgram(name: string, args: Word[], unknownArgs: boolean): Finding[] {
  const texts = args.map((a) => a.text);
  switch (name) {
    case "rm": return checkRm(args, unknownArgs);
    case "git": return checkGit(texts);
    case "kubectl": return checkKubectl(texts);
    case "docker":
    case "podman": return checkDocker(texts);
    case "docker-compose": return checkCompose(texts);
    case "chmod": return checkChmod(texts);
    case "dd": {
      const of = texts.find((t) => t.startsWith("of="))?.slice(3);
      return of && isDevice(of) ? [{ id: "dd-device", message: `dd of=${of} overwrites a disk device` }] : [];
    }
    case "wipefs": return [{ id: "mkfs", message: "wipefs erases file-system signatures from a device" }];
    case "terraform":
    case "tofu": {
      const sub = texts.find((t) => !t.startsWith("-"));
      if (sub === "destroy" || (sub === "apply" && texts.some((t) => t === "-destroy" || t === "--destroy"))) {
        return [{ id: "terraform-destroy", message: `${name} destroy deletes every resource in the state` }];
      }
      return [];
    }
    case "helm": {
      const sub = texts.find((t) => !t.startsWith("-"));
      return sub === "uninstall" || sub === "delete" || sub === "del" || sub === "un"
        ? [{ id: "helm-uninstall", message: "helm uninstall removes a release and its Kubernetes resources" }]
        : [];
    }
  }
  if (/^mkfs(\.\w+)?$/.test(name) || name === "mke2fs" || name === "mkswap") {
    return [{ id: "mkfs", message: `${name} formats a device, erasing everything on it` }];
  }
  return [];
}

function checkRm(args: Word[], unknownArgs: boolean): Finding[] {
  let recursive = false;
  let noPreserveRoot = false;
  const targets: Word[] = [];
  let endOfOptions = false;
  for (const a of args) {
    const t = a.text;
    if (!endOfOptions && t === "--") {
      endOfOptions = true;
      continue;
    }
    if (!endOfOptions && t.startsWith("--")) {
      if (t === "--recursive") recursive = true;
      if (t === "--no-preserve-root") noPreserveRoot = true;
      continue;
    }
    if (!endOfOptions && t.startsWith("-") && t.length > 1) {
      if (/[rR]/.test(t)) recursive = true;
      continue;
    }
    targets.push(a);
  }
  if (!recursive) return [];
  if (!noPreserveRoot && !unknownArgs && targets.length && targets.every(isBuildDir)) return [];
  const shown = targets.length
    ? targets.map((t) => (t.text === "{}" ? "each path find matches" : t.text)).join(" ").slice(0, 120)
    : "the paths it is given on its input";
  return [{ id: "rm-recursive", message: `rm -r permanently deletes ${shown} and everything inside` }];
}

/** `dist`, `./web/node_modules/`, `$ROOT/build`: a path whose last part is a build folder. */
export function isBuildDir(w: Word): boolean {
  const path = w.text.replace(/\/+$/, "");
  const parts = path.split("/");
  const last = parts[parts.length - 1]!;
  if (!BUILD_DIRS.has(last)) return false;
  if (parts.includes("..")) return false;
  // The last part must be literal: `dist*` or `$X` could name anything.
  return !w.dynamic || w.dynamicEnd <= path.length - last.length;
}

const GIT_VALUE_OPTS = new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--exec-path", "--super-prefix"]);

function checkGit(texts: string[]): Finding[] {
  let i = 0;
  while (i < texts.length && texts[i]!.startsWith("-")) i += GIT_VALUE_OPTS.has(texts[i]!) ? 2 : 1;
  const sub = texts[i];
  const rest = texts.slice(i + 1);
  const shortHas = (letter: string) => rest.some((t) => /^-[a-zA-Z]+$/.test(t) && t.includes(letter));
  const has = (...opts: string[]) => rest.some((t) => opts.some((o) => t === o || t.startsWith(`${o}=`)));
  switch (sub) {
    case "push": {
      const f: Finding[] = [];
      const refspecs = rest.filter((t) => !t.startsWith("-"));
      if (has("--force") || shortHas("f") || has("--mirror") || refspecs.some((r) => r.startsWith("+"))) {
        f.push({ id: "git-force-push", message: "git push --force rewrites the remote branch; commits others pushed are lost" });
      } else if (has("--force-with-lease")) {
        f.push({ id: "git-force-push", message: "git push --force-with-lease still rewrites the published branch (it only refuses if the remote moved since your last fetch)" });
      }
      if (has("--delete") || shortHas("d") || refspecs.some((r) => /^:./.test(r))) {
        f.push({ id: "git-push-delete", message: "git push --delete removes a branch or tag from the remote" });
      }
      return f;
    }
    case "reset":
      return has("--hard") ? [{ id: "git-reset-hard", message: "git reset --hard discards every uncommitted change" }] : [];
    case "clean":
      return (has("--force") || shortHas("f")) && !(has("--dry-run") || shortHas("n"))
        ? [{ id: "git-clean", message: "git clean -f permanently deletes untracked files" }]
        : [];
    case "checkout": {
      const dd = rest.indexOf("--");
      const paths = dd === -1 ? rest.filter((t) => t === "." || t === ":/" || t === "*") : rest.slice(dd + 1);
      if (paths.length || has("--force") || (dd === -1 && shortHas("f"))) {
        return [{ id: "git-discard", message: `git checkout ${paths.length ? `-- ${paths.join(" ")}` : "--force"} discards uncommitted changes` }];
      }
      return [];
    }
    case "restore": {
      const staged = has("--staged") || shortHas("S");
      const worktree = has("--worktree") || shortHas("W");
      return !staged || worktree ? [{ id: "git-discard", message: "git restore discards uncommitted changes in the working tree" }] : [];
    }
    case "branch": {
      const del = has("--delete") || shortHas("d") || shortHas("D");
      const force = has("--force") || shortHas("f") || shortHas("D");
      return del && force ? [{ id: "git-branch-delete", message: "git branch -D deletes a branch even if it is not merged" }] : [];
    }
    case "stash": {
      const verb = rest.find((t) => !t.startsWith("-"));
      return verb === "drop" || verb === "clear" ? [{ id: "git-stash-drop", message: `git stash ${verb} deletes stashed work` }] : [];
    }
  }
  return [];
}

const KUBECTL_VALUE_OPTS = new Set(["-n", "--namespace", "--context", "--kubeconfig", "--cluster", "--user", "-s", "--server", "--token", "--as", "--as-group", "-l", "--selector", "-f", "--filename", "-o", "--output"]);

function checkKubectl(texts: string[]): Finding[] {
  const positional = skipOptions(texts, KUBECTL_VALUE_OPTS, false);
  return positional[0] === "delete" ? [{ id: "kubectl-delete", message: "kubectl delete removes Kubernetes resources" }] : [];
}

function checkDocker(texts: string[]): Finding[] {
  const p = skipOptions(texts, new Set(["-H", "--host", "-c", "--context", "--config", "-l", "--log-level"]), false);
  const [a, b] = p;
  const flags = texts.filter((t) => t.startsWith("-"));
  const force = flags.some((t) => t === "--force" || /^-[a-zA-Z]*f/.test(t));
  if (b === "prune" && (a === "system" || a === "volume" || a === "image" || a === "container" || a === "builder" || a === "network")) {
    return [{ id: "docker-prune", message: `docker ${a} prune deletes unused ${a === "system" ? "containers, images and networks" : `${a}s`}` }];
  }
  if (a === "volume" && (b === "rm" || b === "remove")) return [{ id: "docker-prune", message: "docker volume rm deletes volumes and their data" }];
  if ((a === "rm" || (a === "container" && b === "rm")) && force) return [{ id: "docker-rm-force", message: "docker rm -f kills and removes running containers" }];
  if (a === "compose") return checkCompose(texts.slice(texts.indexOf("compose") + 1));
  return [];
}

function checkCompose(texts: string[]): Finding[] {
  const p = texts.filter((t) => !t.startsWith("-"));
  return p.includes("down") && texts.some((t) => t === "-v" || t === "--volumes")
    ? [{ id: "docker-prune", message: "docker compose down -v deletes the project's volumes and their data" }]
    : [];
}

function checkChmod(texts: string[]): Finding[] {
  const recursive = texts.some((t) => t === "--recursive" || /^-[a-zA-Z]*R/.test(t));
  const open = texts.some((t) => /^0*777$/.test(t) || /^(a|ugo|)[+=]rwx$/.test(t));
  return recursive && open
    ? [{ id: "chmod-777", message: "chmod -R 777 makes every file world-writable" }]
    : [];
}

function isDevice(path: string): boolean {
  return DEVICE.test(path) && !SAFE_DEVICES.test(path);
}

/** `/usr/bin/rm` and `\rm` both run rm. */
function baseName(text: string): string {
  const i = text.lastIndexOf("/");
  return i === -1 ? text : text.slice(i + 1);
}

/** Drops `VAR=value` prefixes and reserved words (`if`, `then`, `!`, `{`...). */
function stripPrefix(words: Word[]): Word[] {
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    if (RESERVED.has(w.text) && !w.quoted) i++;
    else if (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(w.text)) i++;
    else break;
  }
  return words.slice(i);
}

interface Unwrapped {
  words: Word[];
  /** Arguments arrive from elsewhere (xargs): the real targets are unknown. */
  unknownArgs: boolean;
}

/** Sees through programs that run another program: sudo, env, nohup, timeout, xargs, ... */
function unwrap(words: Word[]): Unwrapped {
  let unknownArgs = false;
  for (let guard = 0; guard < 16 && words.length; guard++) {
    const name = baseName(words[0]!.text);
    const rest = words.slice(1);
    let next: Word[] | undefined;
    switch (name) {
      case "sudo":
      case "doas":
        next = skipWordOptions(rest, new Set(["-u", "--user", "-g", "--group", "-h", "--host", "-p", "--prompt", "-C", "--close-from", "-D", "--chdir", "-r", "--role", "-t", "--type", "-T", "--command-timeout", "-U", "--other-user"]));
        break;
      case "env": {
        let i = 0;
        const out: Word[] = [];
        while (i < rest.length) {
          const t = rest[i]!.text;
          if (t === "--") { i++; break; }
          if (t === "-S" || t === "--split-string") {
            out.push(...(rest[i + 1]?.text ?? "").split(/\s+/).filter(Boolean).map(literalWord));
            i += 2;
            continue;
          }
          if (t.startsWith("--split-string=")) {
            out.push(...t.slice(15).split(/\s+/).filter(Boolean).map(literalWord));
            i++;
            continue;
          }
          if (t === "-u" || t === "--unset" || t === "-C" || t === "--chdir") { i += 2; continue; }
          if (t.startsWith("-") || /^[A-Za-z_][A-Za-z0-9_]*=/.test(t)) { i++; continue; }
          break;
        }
        next = [...out, ...rest.slice(i)];
        break;
      }
      case "nohup":
      case "builtin":
      case "exec":
        next = skipWordOptions(rest, new Set(["-a"]));
        break;
      case "command":
        if (rest.some((w) => w.text === "-v" || w.text === "-V")) return { words: [], unknownArgs };
        next = skipWordOptions(rest, new Set());
        break;
      case "time":
        next = skipWordOptions(rest, new Set(["-f", "--format", "-o", "--output"]));
        break;
      case "nice":
        next = skipWordOptions(rest, new Set(["-n", "--adjustment"]));
        break;
      case "ionice":
        next = skipWordOptions(rest, new Set(["-c", "--class", "-n", "--classdata", "-p", "--pid", "-P", "--pgid", "-u", "--uid"]));
        break;
      case "stdbuf":
        next = skipWordOptions(rest, new Set(["-i", "--input", "-o", "--output", "-e", "--error"]));
        break;
      case "timeout": {
        const r = skipWordOptions(rest, new Set(["-s", "--signal", "-k", "--kill-after"]));
        next = r.slice(1); // the duration
        break;
      }
      case "xargs":
        next = skipWordOptions(rest, new Set(["-I", "-n", "--max-args", "-L", "--max-lines", "-P", "--max-procs", "-s", "--max-chars", "-d", "--delimiter", "-E", "-a", "--arg-file"]));
        unknownArgs = true;
        break;
      case "kubectl": {
        const dd = rest.findIndex((w) => w.text === "--");
        if (rest.some((w) => w.text === "exec") && dd !== -1) next = rest.slice(dd + 1);
        break;
      }
    }
    if (next === undefined) break;
    words = next;
  }
  return { words, unknownArgs };
}

/** Skips leading options (and the values of those in `withValue`); returns from the first operand. */
function skipWordOptions(words: Word[], withValue: Set<string>): Word[] {
  let i = 0;
  while (i < words.length) {
    const t = words[i]!.text;
    if (t === "--") return words.slice(i + 1);
    if (!t.startsWith("-") || t === "-") break;
    i += withValue.has(t) ? 2 : 1;
  }
  return words.slice(i);
}

function skipOptions(texts: string[], withValue: Set<string>, stopAtFirst: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i]!;
    if (t === "--") {
      out.push(...texts.slice(i + 1));
      break;
    }
    if (t.startsWith("-") && t !== "-") {
      if (withValue.has(t)) i++;
      continue;
    }
    if (stopAtFirst) {
      out.push(...texts.slice(i));
      break;
    }
    out.push(t);
  }
  return out;
}

/** The script string of `bash -c '...'`, `sh -ec '...'`, `zsh -lc '...'`; undefined if none. */
function shellScriptArg(name: string, args: Word[]): string | undefined {
  let i = 0;
  if (name === "busybox") {
    if (!args[0] || !SHELLS.has(args[0].text)) return undefined;
    i = 1;
  }
  for (; i < args.length; i++) {
    const t = args[i]!.text;
    if (t === "--") return undefined;
    if (t === "-o" || t === "+o" || t === "-O" || t === "+O") {
      i++;
      continue;
    }
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(t)) return args[i + 1]?.text ?? "";
    if (t.startsWith("-") || t.startsWith("+")) continue;
    return undefined; // a script file
  }
  return undefined;
}

const SSH_VALUE_OPTS = new Set(["-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o", "-p", "-Q", "-R", "-S", "-W", "-w", "-B"]);

/** `ssh [opts] host cmd...` runs cmd (joined with spaces) on the remote shell. */
function sshRemoteCommand(texts: string[]): string | undefined {
  let i = 0;
  while (i < texts.length && texts[i]!.startsWith("-")) i += SSH_VALUE_OPTS.has(texts[i]!) ? 2 : 1;
  const rest = texts.slice(i + 1);
  return rest.length ? rest.join(" ") : undefined;
}

/** The message shown to the person deciding, for a destructive verdict. */
export function askMessage(findings: Finding[]): string {
  const parts = findings.slice(0, 3).map((f) => f.message);
  const more = findings.length > 3 ? ` (and ${findings.length - 3} more)` : "";
  return `[careful] ${parts.join("; ")}${more}. Allow only if that is what you want.`;
}
