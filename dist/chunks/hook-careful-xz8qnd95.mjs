import {
  ALLOW,
  decision,
  parseToolCall
} from "./main-51w174av.mjs";
import {
  jsonLine
} from "./main-zynbb7z2.mjs";
import {
  parseArgs,
  bool2
} from "./main-48ntfwvz.mjs";
import {
  usage,
  unknownSubcommand
} from "./main-fr91hn8m.mjs";

// lib/hooks/shell.ts
class ShellSyntaxError extends Error {
}
var OPERATORS = ["&&", "||", ";;", "|&", ";", "|", "&", "(", ")", `
`];
var REDIRECTS = ["<<<", "<<-", "&>>", "<<", ">>", ">|", ">&", "<&", "<>", "&>", ">", "<"];
function parseShell(source) {
  return new Reader(source).read();
}

class Reader {
  s;
  i = 0;
  pipelines = [];
  substitutions = [];
  pipeline = [];
  cmd = newCommand();
  pendingHeredocs = [];
  constructor(s) {
    this.s = s;
  }
  read() {
    const s = this.s;
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === " " || c === "\t") {
        this.i++;
        continue;
      }
      if (c === "\\" && s[this.i + 1] === `
`) {
        this.i += 2;
        continue;
      }
      if (c === "#") {
        while (this.i < s.length && s[this.i] !== `
`)
          this.i++;
        continue;
      }
      const redirect = this.matchRedirect();
      if (redirect) {
        this.readRedirect(redirect);
        continue;
      }
      const op = OPERATORS.find((o) => s.startsWith(o, this.i));
      if (op) {
        this.i += op.length;
        this.operator(op);
        continue;
      }
      const word = this.readWord();
      if (/^\d+$/.test(word.text) && !word.quoted && this.matchRedirect())
        continue;
      this.cmd.words.push(word);
    }
    if (this.pendingHeredocs.length)
      throw new ShellSyntaxError(`here-document delimited by ${this.pendingHeredocs[0].delimiter} is never closed`);
    this.endCommand();
    this.endPipeline();
    return { pipelines: this.pipelines, substitutions: this.substitutions };
  }
  operator(op) {
    if (op === "|" || op === "|&") {
      this.endCommand();
      return;
    }
    this.endCommand();
    this.endPipeline();
    if (op === `
`)
      this.readHeredocBodies();
  }
  endCommand() {
    const c = this.cmd;
    if (c.words.length || c.redirects.length || c.stdin.length || this.pendingHeredocs.some((h) => h.cmd === c))
      this.pipeline.push(c);
    this.cmd = newCommand();
  }
  endPipeline() {
    if (this.pipeline.length)
      this.pipelines.push(this.pipeline);
    this.pipeline = [];
  }
  matchRedirect() {
    const s = this.s;
    if ((s[this.i] === "<" || s[this.i] === ">") && s[this.i + 1] === "(")
      return;
    return REDIRECTS.find((r) => s.startsWith(r, this.i));
  }
  readRedirect(op) {
    this.i += op.length;
    while (this.s[this.i] === " " || this.s[this.i] === "\t")
      this.i++;
    if (this.i >= this.s.length || OPERATORS.some((o) => this.s.startsWith(o, this.i))) {
      throw new ShellSyntaxError(`redirection ${op} has no target`);
    }
    const target = this.readWord();
    if (op === "<<" || op === "<<-") {
      this.pendingHeredocs.push({
        delimiter: target.text,
        stripTabs: op === "<<-",
        literal: target.quoted,
        cmd: this.cmd
      });
      this.cmd.redirects.push({ op, target });
      return;
    }
    if (op === "<<<")
      this.cmd.stdin.push(target.text);
    this.cmd.redirects.push({ op, target });
  }
  readHeredocBodies() {
    for (const h of this.pendingHeredocs.splice(0)) {
      const lines = [];
      let closed = false;
      while (this.i < this.s.length) {
        let end = this.s.indexOf(`
`, this.i);
        if (end === -1)
          end = this.s.length;
        let line = this.s.slice(this.i, end);
        this.i = Math.min(end + 1, this.s.length);
        if (h.stripTabs)
          line = line.replace(/^\t+/, "");
        if (line === h.delimiter) {
          closed = true;
          break;
        }
        lines.push(line);
      }
      if (!closed)
        throw new ShellSyntaxError(`here-document delimited by ${h.delimiter} is never closed`);
      const body = lines.join(`
`);
      if (!h.literal)
        this.collectSubstitutions(body);
      h.cmd.stdin.push(body);
    }
  }
  collectSubstitutions(body) {
    const inner = new Reader(body);
    for (let j = 0;j < body.length; j++) {
      if (body[j] === "\\") {
        j++;
        continue;
      }
      if (body.startsWith("$(", j) && !body.startsWith("$((", j)) {
        inner.i = j + 2;
        this.substitutions.push(inner.readBalanced(")"));
        j = inner.i - 1;
      } else if (body[j] === "`") {
        inner.i = j + 1;
        this.substitutions.push(inner.readBackticks());
        j = inner.i - 1;
      }
    }
    this.substitutions.push(...inner.substitutions);
  }
  readWord() {
    const s = this.s;
    let text = "";
    let quoted = false;
    let dynamic = false;
    let dynamicEnd = 0;
    const markDynamic = () => {
      dynamic = true;
      dynamicEnd = text.length;
    };
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === " " || c === "\t" || c === `
` || c === ";" || c === "&" || c === "|" || c === ")")
        break;
      if (c === "(") {
        if (text === "" && !quoted)
          break;
        break;
      }
      if ((c === "<" || c === ">") && s[this.i + 1] === "(") {
        this.i += 2;
        const body = this.readBalanced(")");
        this.substitutions.push(body);
        text += `${c}(${body})`;
        markDynamic();
        continue;
      }
      if (c === "<" || c === ">")
        break;
      if (c === "\\") {
        if (s[this.i + 1] === `
`) {
          this.i += 2;
          continue;
        }
        if (this.i + 1 < s.length)
          text += s[this.i + 1];
        quoted = true;
        this.i += 2;
        continue;
      }
      if (c === "'") {
        const end = s.indexOf("'", this.i + 1);
        if (end === -1)
          throw new ShellSyntaxError("unterminated single quote");
        text += s.slice(this.i + 1, end);
        quoted = true;
        this.i = end + 1;
        continue;
      }
      if (c === "$" && s[this.i + 1] === "'") {
        this.i += 2;
        text += this.readAnsiC();
        quoted = true;
        continue;
      }
      if (c === '"' || c === "$" && s[this.i + 1] === '"') {
        this.i += c === "$" ? 2 : 1;
        const part = this.readDoubleQuoted();
        text += part.text;
        if (part.dynamic)
          markDynamic();
        quoted = true;
        continue;
      }
      if (c === "$") {
        text += this.readDollar();
        markDynamic();
        continue;
      }
      if (c === "`") {
        this.i++;
        const body = this.readBackticks();
        this.substitutions.push(body);
        text += `\`${body}\``;
        markDynamic();
        continue;
      }
      if (c === "*" || c === "?" || c === "[") {
        text += c;
        this.i++;
        markDynamic();
        continue;
      }
      if (c === "~" && text === "") {
        text += c;
        this.i++;
        markDynamic();
        continue;
      }
      text += c;
      this.i++;
    }
    return { text, quoted, dynamic, dynamicEnd };
  }
  readDollar() {
    const s = this.s;
    const start = this.i;
    if (s.startsWith("$((", this.i)) {
      this.i += 3;
      this.readBalanced("))");
      return s.slice(start, this.i);
    }
    if (s.startsWith("$(", this.i)) {
      this.i += 2;
      const body = this.readBalanced(")");
      this.substitutions.push(body);
      return s.slice(start, this.i);
    }
    if (s.startsWith("${", this.i)) {
      this.i += 2;
      this.readBalanced("}");
      return s.slice(start, this.i);
    }
    this.i++;
    const m = /^([A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])/.exec(s.slice(this.i));
    if (m)
      this.i += m[0].length;
    return s.slice(start, this.i);
  }
  readDoubleQuoted() {
    const s = this.s;
    let text = "";
    let dynamic = false;
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === '"') {
        this.i++;
        return { text, dynamic };
      }
      if (c === "\\") {
        const n = s[this.i + 1];
        if (n === "$" || n === "`" || n === '"' || n === "\\") {
          text += n;
          this.i += 2;
        } else if (n === `
`) {
          this.i += 2;
        } else {
          text += c;
          this.i++;
        }
        continue;
      }
      if (c === "$") {
        const part = this.readDollar();
        text += part;
        if (part.length > 1)
          dynamic = true;
        continue;
      }
      if (c === "`") {
        this.i++;
        const body = this.readBackticks();
        this.substitutions.push(body);
        text += `\`${body}\``;
        dynamic = true;
        continue;
      }
      text += c;
      this.i++;
    }
    throw new ShellSyntaxError("unterminated double quote");
  }
  readAnsiC() {
    const s = this.s;
    let text = "";
    const simple = { n: `
`, t: "\t", r: "\r", a: "\x07", b: "\b", e: "\x1B", E: "\x1B", f: "\f", v: "\v", "\\": "\\", "'": "'", '"': '"', "?": "?" };
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === "'") {
        this.i++;
        return text;
      }
      if (c === "\\" && this.i + 1 < s.length) {
        const n = s[this.i + 1];
        if (simple[n] !== undefined) {
          text += simple[n];
          this.i += 2;
          continue;
        }
        const hex = /^x([0-9a-fA-F]{1,2})/.exec(s.slice(this.i + 1));
        if (hex) {
          text += String.fromCharCode(parseInt(hex[1], 16));
          this.i += 1 + hex[0].length;
          continue;
        }
        const oct = /^[0-7]{1,3}/.exec(s.slice(this.i + 1));
        if (oct) {
          text += String.fromCharCode(parseInt(oct[0], 8));
          this.i += 1 + oct[0].length;
          continue;
        }
        text += n;
        this.i += 2;
        continue;
      }
      text += c;
      this.i++;
    }
    throw new ShellSyntaxError("unterminated $'...' quote");
  }
  readBalanced(closer) {
    const s = this.s;
    const start = this.i;
    const open = closer === "}" ? "{" : "(";
    let depth = 0;
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === "\\") {
        this.i += 2;
        continue;
      }
      if (c === "'" && closer !== "}") {
        const end = s.indexOf("'", this.i + 1);
        if (end === -1)
          throw new ShellSyntaxError("unterminated single quote");
        this.i = end + 1;
        continue;
      }
      if (c === '"') {
        this.i++;
        this.readDoubleQuoted();
        continue;
      }
      if (c === "`") {
        this.i++;
        this.readBackticks();
        continue;
      }
      if (c === open)
        depth++;
      else if (depth === 0 && s.startsWith(closer, this.i)) {
        const inner = s.slice(start, this.i);
        this.i += closer.length;
        return inner;
      } else if (c === closer[0])
        depth--;
      this.i++;
    }
    throw new ShellSyntaxError(`unterminated ${closer === "}" ? "${" : closer === "))" ? "$((" : "$("}`);
  }
  readBackticks() {
    const s = this.s;
    let body = "";
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === "`") {
        this.i++;
        return body;
      }
      if (c === "\\" && (s[this.i + 1] === "`" || s[this.i + 1] === "\\" || s[this.i + 1] === "$")) {
        body += s[this.i + 1];
        this.i += 2;
        continue;
      }
      body += c;
      this.i++;
    }
    throw new ShellSyntaxError("unterminated backquote");
  }
}
function newCommand() {
  return { words: [], redirects: [], stdin: [] };
}
function literalWord(text) {
  return { text, quoted: false, dynamic: false, dynamicEnd: 0 };
}

// lib/hooks/careful.ts
var BUILD_DIRS = new Set([
  "node_modules",
  "dist",
  "build",
  "out",
  ".next",
  ".nuxt",
  ".svelte-kit",
  ".turbo",
  ".cache",
  ".parcel-cache",
  ".vite",
  "coverage",
  ".nyc_output",
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache",
  ".ruff_cache",
  ".tox",
  "target",
  ".gradle"
]);
var TEXT_ONLY = new Set([
  "echo",
  "printf",
  "grep",
  "egrep",
  "fgrep",
  "rg",
  "ag",
  "ack",
  "git",
  "cat",
  "less",
  "more",
  "head",
  "tail",
  "wc",
  "sort",
  "uniq",
  "tee",
  "sed",
  "awk",
  "jq",
  "yq",
  "diff",
  "man",
  "touch",
  "mkdir",
  "ls",
  "cd",
  "pwd",
  "test",
  "[",
  "[[",
  "true",
  "false",
  ":",
  "read",
  "export",
  "declare",
  "local",
  "typeset",
  "readonly",
  "set",
  "unset",
  "which",
  "type",
  "file",
  "stat",
  "find",
  "cut",
  "tr",
  "column",
  "fold",
  "nl",
  "printenv",
  "basename",
  "dirname",
  "realpath"
]);
var SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "busybox"]);
var RESERVED = new Set(["!", "{", "}", "if", "then", "else", "elif", "fi", "do", "done", "while", "until", "time", "coproc"]);
var SAFE_DEVICES = /^\/dev\/(null|zero|u?random|stdout|stderr|stdin|tty|fd\/\d+)$/;
var DEVICE = /^\/dev\//;
var SQL = [
  [/\bdrop\s+(table|database|schema)\b/i, { id: "sql-drop", message: "SQL DROP permanently deletes a table, schema or database" }],
  [/\btruncate\s+(table\s+)?["'`\[]?[a-z_]/i, { id: "sql-truncate", message: "SQL TRUNCATE deletes every row of a table" }],
  [/\bdelete\s+from\s+[^\s;]+\s*(;|$)/im, { id: "sql-delete-all", message: "SQL DELETE without WHERE deletes every row of a table" }]
];
var MAX_DEPTH = 8;
function classifyCommand(command) {
  const findings = [];
  try {
    scanScript(command, findings, 0);
  } catch (err) {
    if (err instanceof ShellSyntaxError)
      return { kind: "unreadable", reason: err.message };
    throw err;
  }
  if (!findings.length)
    return { kind: "safe" };
  const seen = new Set;
  return { kind: "destructive", findings: findings.filter((f) => !seen.has(f.id) && seen.add(f.id)) };
}
function scanScript(source, out, depth) {
  if (depth > MAX_DEPTH)
    throw new ShellSyntaxError("commands nested too deeply to read");
  const script = parseShell(source);
  for (const sub of script.substitutions)
    scanScript(sub, out, depth + 1);
  for (const pipeline of script.pipelines) {
    pipeline.forEach((cmd, i) => {
      const next = pipeline[i + 1];
      scanCommand(cmd, out, depth, next ? programOf(next) : undefined);
    });
  }
}
function programOf(cmd) {
  const words = unwrap(stripPrefix(cmd.words)).words;
  if (!words.length)
    return;
  return { name: baseName(words[0].text), args: words.slice(1) };
}
function scanCommand(cmd, out, depth, pipedInto) {
  for (const r of cmd.redirects) {
    if (/^(>|>>|>\||&>|&>>|<>)$/.test(r.op) && r.target && isDevice(r.target.text)) {
      out.push({ id: "write-device", message: `writing to ${r.target.text} overwrites a disk device` });
    }
  }
  const { words, unknownArgs } = unwrap(stripPrefix(cmd.words));
  if (!words.length) {
    feedPipe(cmd.stdin, pipedInto, out, depth);
    return;
  }
  const name = baseName(words[0].text);
  const args = words.slice(1);
  const texts = args.map((w) => w.text);
  if (SHELLS.has(name)) {
    const script = shellScriptArg(name, args);
    if (script !== undefined)
      scanScript(script, out, depth + 1);
    else if (!args.some((a) => !a.text.startsWith("-")))
      for (const body of cmd.stdin)
        scanScript(body, out, depth + 1);
    return;
  }
  if (name === "eval") {
    scanScript(texts.join(" "), out, depth + 1);
    return;
  }
  if (name === "su") {
    const i = texts.findIndex((t) => t === "-c" || t === "--command");
    if (i !== -1 && texts[i + 1] !== undefined)
      scanScript(texts[i + 1], out, depth + 1);
    return;
  }
  if (name === "ssh") {
    const remote = sshRemoteCommand(texts);
    if (remote)
      scanScript(remote, out, depth + 1);
    return;
  }
  if (name === "watch") {
    const rest = skipOptions(texts, new Set(["-n", "--interval", "-d", "--differences", "-q", "--equexit", "-s", "--shotsleep"]), true);
    if (rest.length)
      scanScript(rest.join(" "), out, depth + 1);
    return;
  }
  if (name === "find") {
    for (let i = 0;i < args.length; i++) {
      if (!/^-(exec|execdir|ok|okdir)$/.test(args[i].text))
        continue;
      const end = args.findIndex((a, j) => j > i && (a.text === ";" || a.text === "+"));
      const inner = args.slice(i + 1, end === -1 ? undefined : end);
      if (inner.length)
        scanCommand({ words: inner, redirects: [], stdin: [] }, out, depth + 1);
      if (end === -1)
        break;
      i = end;
    }
    return;
  }
  const found = checkProgram(name, args, unknownArgs);
  out.push(...found);
  if (!TEXT_ONLY.has(name)) {
    scanSql([...texts, ...cmd.stdin], out);
  } else if (pipedInto && !TEXT_ONLY.has(pipedInto.name)) {
    const produced = name === "echo" || name === "printf" ? texts.filter((t) => !/^-[neE]+$/.test(t)) : [];
    feedPipe([...produced, ...name === "cat" ? cmd.stdin : []], pipedInto, out, depth);
  }
}
function feedPipe(texts, into, out, depth) {
  if (!into || !texts.length)
    return;
  if (SHELLS.has(into.name) && shellScriptArg(into.name, into.args) === undefined) {
    for (const t of texts)
      scanScript(t, out, depth + 1);
    return;
  }
  if (!TEXT_ONLY.has(into.name))
    scanSql(texts, out);
}
function scanSql(texts, out) {
  for (const t of texts)
    for (const [re, f] of SQL)
      if (re.test(t))
        out.push(f);
}
function checkProgram(name, args, unknownArgs) {
  const texts = args.map((a) => a.text);
  switch (name) {
    case "rm":
      return checkRm(args, unknownArgs);
    case "git":
      return checkGit(texts);
    case "kubectl":
      return checkKubectl(texts);
    case "docker":
    case "podman":
      return checkDocker(texts);
    case "docker-compose":
      return checkCompose(texts);
    case "chmod":
      return checkChmod(texts);
    case "dd": {
      const of = texts.find((t) => t.startsWith("of="))?.slice(3);
      return of && isDevice(of) ? [{ id: "dd-device", message: `dd of=${of} overwrites a disk device` }] : [];
    }
    case "wipefs":
      return [{ id: "mkfs", message: "wipefs erases file-system signatures from a device" }];
    case "terraform":
    case "tofu": {
      const sub = texts.find((t) => !t.startsWith("-"));
      if (sub === "destroy" || sub === "apply" && texts.some((t) => t === "-destroy" || t === "--destroy")) {
        return [{ id: "terraform-destroy", message: `${name} destroy deletes every resource in the state` }];
      }
      return [];
    }
    case "helm": {
      const sub = texts.find((t) => !t.startsWith("-"));
      return sub === "uninstall" || sub === "delete" || sub === "del" || sub === "un" ? [{ id: "helm-uninstall", message: "helm uninstall removes a release and its Kubernetes resources" }] : [];
    }
  }
  if (/^mkfs(\.\w+)?$/.test(name) || name === "mke2fs" || name === "mkswap") {
    return [{ id: "mkfs", message: `${name} formats a device, erasing everything on it` }];
  }
  return [];
}
function checkRm(args, unknownArgs) {
  let recursive = false;
  let noPreserveRoot = false;
  const targets = [];
  let endOfOptions = false;
  for (const a of args) {
    const t = a.text;
    if (!endOfOptions && t === "--") {
      endOfOptions = true;
      continue;
    }
    if (!endOfOptions && t.startsWith("--")) {
      if (t === "--recursive")
        recursive = true;
      if (t === "--no-preserve-root")
        noPreserveRoot = true;
      continue;
    }
    if (!endOfOptions && t.startsWith("-") && t.length > 1) {
      if (/[rR]/.test(t))
        recursive = true;
      continue;
    }
    targets.push(a);
  }
  if (!recursive)
    return [];
  if (!noPreserveRoot && !unknownArgs && targets.length && targets.every(isBuildDir))
    return [];
  const shown = targets.length ? targets.map((t) => t.text === "{}" ? "each path find matches" : t.text).join(" ").slice(0, 120) : "the paths it is given on its input";
  return [{ id: "rm-recursive", message: `rm -r permanently deletes ${shown} and everything inside` }];
}
function isBuildDir(w) {
  const path = w.text.replace(/\/+$/, "");
  const parts = path.split("/");
  const last = parts[parts.length - 1];
  if (!BUILD_DIRS.has(last))
    return false;
  if (parts.includes(".."))
    return false;
  return !w.dynamic || w.dynamicEnd <= path.length - last.length;
}
var GIT_VALUE_OPTS = new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--exec-path", "--super-prefix"]);
function checkGit(texts) {
  let i = 0;
  while (i < texts.length && texts[i].startsWith("-"))
    i += GIT_VALUE_OPTS.has(texts[i]) ? 2 : 1;
  const sub = texts[i];
  const rest = texts.slice(i + 1);
  const shortHas = (letter) => rest.some((t) => /^-[a-zA-Z]+$/.test(t) && t.includes(letter));
  const has = (...opts) => rest.some((t) => opts.some((o) => t === o || t.startsWith(`${o}=`)));
  switch (sub) {
    case "push": {
      const f = [];
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
      return (has("--force") || shortHas("f")) && !(has("--dry-run") || shortHas("n")) ? [{ id: "git-clean", message: "git clean -f permanently deletes untracked files" }] : [];
    case "checkout": {
      const dd = rest.indexOf("--");
      const paths = dd === -1 ? rest.filter((t) => t === "." || t === ":/" || t === "*") : rest.slice(dd + 1);
      if (paths.length || has("--force") || dd === -1 && shortHas("f")) {
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
var KUBECTL_VALUE_OPTS = new Set(["-n", "--namespace", "--context", "--kubeconfig", "--cluster", "--user", "-s", "--server", "--token", "--as", "--as-group", "-l", "--selector", "-f", "--filename", "-o", "--output"]);
function checkKubectl(texts) {
  const positional = skipOptions(texts, KUBECTL_VALUE_OPTS, false);
  return positional[0] === "delete" ? [{ id: "kubectl-delete", message: "kubectl delete removes Kubernetes resources" }] : [];
}
function checkDocker(texts) {
  const p = skipOptions(texts, new Set(["-H", "--host", "-c", "--context", "--config", "-l", "--log-level"]), false);
  const [a, b] = p;
  const flags = texts.filter((t) => t.startsWith("-"));
  const force = flags.some((t) => t === "--force" || /^-[a-zA-Z]*f/.test(t));
  if (b === "prune" && (a === "system" || a === "volume" || a === "image" || a === "container" || a === "builder" || a === "network")) {
    return [{ id: "docker-prune", message: `docker ${a} prune deletes unused ${a === "system" ? "containers, images and networks" : `${a}s`}` }];
  }
  if (a === "volume" && (b === "rm" || b === "remove"))
    return [{ id: "docker-prune", message: "docker volume rm deletes volumes and their data" }];
  if ((a === "rm" || a === "container" && b === "rm") && force)
    return [{ id: "docker-rm-force", message: "docker rm -f kills and removes running containers" }];
  if (a === "compose")
    return checkCompose(texts.slice(texts.indexOf("compose") + 1));
  return [];
}
function checkCompose(texts) {
  const p = texts.filter((t) => !t.startsWith("-"));
  return p.includes("down") && texts.some((t) => t === "-v" || t === "--volumes") ? [{ id: "docker-prune", message: "docker compose down -v deletes the project's volumes and their data" }] : [];
}
function checkChmod(texts) {
  const recursive = texts.some((t) => t === "--recursive" || /^-[a-zA-Z]*R/.test(t));
  const open = texts.some((t) => /^0*777$/.test(t) || /^(a|ugo|)[+=]rwx$/.test(t));
  return recursive && open ? [{ id: "chmod-777", message: "chmod -R 777 makes every file world-writable" }] : [];
}
function isDevice(path) {
  return DEVICE.test(path) && !SAFE_DEVICES.test(path);
}
function baseName(text) {
  const i = text.lastIndexOf("/");
  return i === -1 ? text : text.slice(i + 1);
}
function stripPrefix(words) {
  let i = 0;
  while (i < words.length) {
    const w = words[i];
    if (RESERVED.has(w.text) && !w.quoted)
      i++;
    else if (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(w.text))
      i++;
    else
      break;
  }
  return words.slice(i);
}
function unwrap(words) {
  let unknownArgs = false;
  for (let guard = 0;guard < 16 && words.length; guard++) {
    const name = baseName(words[0].text);
    const rest = words.slice(1);
    let next;
    switch (name) {
      case "sudo":
      case "doas":
        next = skipWordOptions(rest, new Set(["-u", "--user", "-g", "--group", "-h", "--host", "-p", "--prompt", "-C", "--close-from", "-D", "--chdir", "-r", "--role", "-t", "--type", "-T", "--command-timeout", "-U", "--other-user"]));
        break;
      case "env": {
        let i = 0;
        const out = [];
        while (i < rest.length) {
          const t = rest[i].text;
          if (t === "--") {
            i++;
            break;
          }
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
          if (t === "-u" || t === "--unset" || t === "-C" || t === "--chdir") {
            i += 2;
            continue;
          }
          if (t.startsWith("-") || /^[A-Za-z_][A-Za-z0-9_]*=/.test(t)) {
            i++;
            continue;
          }
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
        if (rest.some((w) => w.text === "-v" || w.text === "-V"))
          return { words: [], unknownArgs };
        next = skipWordOptions(rest, new Set);
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
        next = r.slice(1);
        break;
      }
      case "xargs":
        next = skipWordOptions(rest, new Set(["-I", "-n", "--max-args", "-L", "--max-lines", "-P", "--max-procs", "-s", "--max-chars", "-d", "--delimiter", "-E", "-a", "--arg-file"]));
        unknownArgs = true;
        break;
      case "kubectl": {
        const dd = rest.findIndex((w) => w.text === "--");
        if (rest.some((w) => w.text === "exec") && dd !== -1)
          next = rest.slice(dd + 1);
        break;
      }
    }
    if (next === undefined)
      break;
    words = next;
  }
  return { words, unknownArgs };
}
function skipWordOptions(words, withValue) {
  let i = 0;
  while (i < words.length) {
    const t = words[i].text;
    if (t === "--")
      return words.slice(i + 1);
    if (!t.startsWith("-") || t === "-")
      break;
    i += withValue.has(t) ? 2 : 1;
  }
  return words.slice(i);
}
function skipOptions(texts, withValue, stopAtFirst) {
  const out = [];
  for (let i = 0;i < texts.length; i++) {
    const t = texts[i];
    if (t === "--") {
      out.push(...texts.slice(i + 1));
      break;
    }
    if (t.startsWith("-") && t !== "-") {
      if (withValue.has(t))
        i++;
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
function shellScriptArg(name, args) {
  let i = 0;
  if (name === "busybox") {
    if (!args[0] || !SHELLS.has(args[0].text))
      return;
    i = 1;
  }
  for (;i < args.length; i++) {
    const t = args[i].text;
    if (t === "--")
      return;
    if (t === "-o" || t === "+o" || t === "-O" || t === "+O") {
      i++;
      continue;
    }
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(t))
      return args[i + 1]?.text ?? "";
    if (t.startsWith("-") || t.startsWith("+"))
      continue;
    return;
  }
  return;
}
var SSH_VALUE_OPTS = new Set(["-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o", "-p", "-Q", "-R", "-S", "-W", "-w", "-B"]);
function sshRemoteCommand(texts) {
  let i = 0;
  while (i < texts.length && texts[i].startsWith("-"))
    i += SSH_VALUE_OPTS.has(texts[i]) ? 2 : 1;
  const rest = texts.slice(i + 1);
  return rest.length ? rest.join(" ") : undefined;
}
function askMessage(findings) {
  const parts = findings.slice(0, 3).map((f) => f.message);
  const more = findings.length > 3 ? ` (and ${findings.length - 3} more)` : "";
  return `[careful] ${parts.join("; ")}${more}. Allow only if that is what you want.`;
}

// lib/cli/commands/hook-careful.ts
var SUBCOMMANDS = ["check"];
var hook_careful_default = {
  subcommands: SUBCOMMANDS,
  help: `usage: gstack-hook-careful            (PreToolUse hook: tool call JSON on stdin)
       gstack-hook-careful check COMMAND [--json]

Hook mode reads Claude Code's PreToolUse JSON on stdin and prints {} to let a Bash call run,
or {"permissionDecision":"ask","message":...,"hookSpecificOutput":{...}} when the command is
destructive: rm -r outside build folders, SQL DROP/TRUNCATE/DELETE without WHERE, git push
--force (and --force-with-lease, +refspec, --delete), git reset --hard, git clean -f, git
checkout/restore that discards changes, git branch -D, git stash drop/clear, kubectl delete,
helm uninstall, terraform destroy, docker prune / rm -f / volume rm, chmod -R 777, mkfs,
wipefs, dd of=/dev/..., writes to a disk device. The command is parsed, not grepped: sudo, env,
xargs, bash -c '...', eval, ssh host '...', chains, pipes and $(...) are seen through; quoted
text (echo "rm -rf /", grep "DROP TABLE") is not a command. Input that cannot be read (bad
JSON, no command, unbalanced quotes) is answered with "ask" and the reason, never a silent {}.
Always exits 0 in hook mode.

check COMMAND  classifies COMMAND: prints "safe", or "ask: <reason>" and exits 1.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    const [verb, command, ...extra] = p.positionals;
    if (verb === "check") {
      if (command === undefined || extra.length)
        throw usage("check takes one COMMAND argument (quote it)");
      const v = classifyCommand(command);
      const message = v.kind === "safe" ? undefined : v.kind === "unreadable" ? `[careful] could not read the command (${v.reason}); check it yourself.` : askMessage(v.findings);
      if (bool2(p, "json"))
        io.out(jsonLine({ decision: message ? "ask" : "allow", message, patterns: v.kind === "destructive" ? v.findings.map((f) => f.id) : [] }));
      else
        io.out(message ? `ask: ${message}
` : `safe
`);
      return message ? 1 : 0;
    }
    if (verb !== undefined)
      throw unknownSubcommand(verb, SUBCOMMANDS, "; no argument for hook mode");
    if (bool2(p, "json"))
      throw usage("--json is for check (hook mode always prints JSON)");
    io.out(await hookAnswer(await io.stdin()));
    return 0;
  }
};
async function hookAnswer(stdin) {
  try {
    const call = parseToolCall(stdin);
    if (typeof call === "string")
      return decision("ask", `[careful] ${call}; check the command yourself before allowing it.`);
    if (call.tool_name !== "Bash")
      return ALLOW;
    const command = call.tool_input.command;
    if (typeof command !== "string")
      return decision("ask", "[careful] the Bash call has no command string; check it yourself before allowing it.");
    const v = classifyCommand(command);
    if (v.kind === "safe")
      return ALLOW;
    if (v.kind === "unreadable")
      return decision("ask", `[careful] could not read the command (${v.reason}); check it yourself before allowing it.`);
    return decision("ask", askMessage(v.findings));
  } catch (err) {
    return decision("ask", `[careful] internal error while checking the command (${err?.message ?? err}); check it yourself.`);
  }
}
export {
  hook_careful_default as default
};
