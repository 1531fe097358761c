import {
  ALLOW,
  decision,
  parseToolCall
} from "./main-51w174av.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  usage
} from "./main-90sp2g8n.mjs";

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
    let brace = false;
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
        const start = text.length;
        const part = this.readDoubleQuoted();
        text += part.text;
        if (part.dynamic) {
          dynamic = true;
          dynamicEnd = start + part.dynamicEnd;
        }
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
      if (c === "{")
        brace = true;
      if (c === "~" && text === "") {
        text += c;
        this.i++;
        markDynamic();
        continue;
      }
      text += c;
      this.i++;
    }
    return brace ? { text, quoted, dynamic, dynamicEnd, brace } : { text, quoted, dynamic, dynamicEnd };
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
    let dynamicEnd = 0;
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === '"') {
        this.i++;
        return { text, dynamic, dynamicEnd };
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
        if (part.length > 1) {
          dynamic = true;
          dynamicEnd = text.length;
        }
        continue;
      }
      if (c === "`") {
        this.i++;
        const body = this.readBackticks();
        this.substitutions.push(body);
        text += `\`${body}\``;
        dynamic = true;
        dynamicEnd = text.length;
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
    const simple = {
      n: `
`,
      t: "\t",
      r: "\r",
      a: "\x07",
      b: "\b",
      e: "\x1B",
      E: "\x1B",
      f: "\f",
      v: "\v",
      "\\": "\\",
      "'": "'",
      '"': '"',
      "?": "?"
    };
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
var RESERVED = new Set([
  "!",
  "{",
  "}",
  "if",
  "then",
  "else",
  "elif",
  "fi",
  "do",
  "done",
  "while",
  "until",
  "time",
  "coproc"
]);
var SAFE_DEVICES = /^\/dev\/(null|zero|u?random|stdout|stderr|stdin|tty|fd\/\d+)$/;
var DEVICE = /^\/dev\//;
var SQL = [
  [
    /\bdrop\s+(table|database|schema)\b/i,
    { id: "sql-drop", message: "SQL DROP permanently deletes a table, schema or database" }
  ],
  [
    /\btruncate\s+(table\s+)?["'`[]?[a-z_]/i,
    { id: "sql-truncate", message: "SQL TRUNCATE deletes every row of a table" }
  ],
  [
    /\bdelete\s+from\s+[^\s;]+\s*(;|$)/im,
    { id: "sql-delete-all", message: "SQL DELETE without WHERE deletes every row of a table" }
  ],
  [
    /\bdelete\s+from\s+[^\s;]+\s+where\s+(1\s*=\s*1|true|'1'\s*=\s*'1')\s*(;|$)/im,
    { id: "sql-delete-all", message: "SQL DELETE with an always-true WHERE deletes every row of a table" }
  ],
  [
    /\balter\s+table\s+\S+\s+drop\s+(column\s+)?(?!constraint\b|index\b|default\b)[a-z_"`[]/i,
    { id: "sql-drop", message: "SQL ALTER TABLE ... DROP COLUMN deletes a column and its data" }
  ],
  [/^\s*flush(all|db)\b/i, { id: "sql-drop", message: "Redis FLUSHALL/FLUSHDB deletes every key" }],
  [
    /\bdropDatabase\s*\(|\bdb\.\w+\.drop\s*\(/,
    { id: "sql-drop", message: "MongoDB drop deletes a database or collection" }
  ]
];
function stripSqlComments(t) {
  return t.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/--[^\n]*/g, " ");
}
var MAX_DEPTH = 8;
var FORK_BOMB = /([A-Za-z_:.][\w:.-]*)\s*\(\s*\)\s*\{[^}]*?\1\s*\|\s*\1\s*&/;
function classifyCommand(command) {
  const findings = [];
  if (FORK_BOMB.test(command))
    findings.push({
      id: "fork-bomb",
      message: "a function that runs two copies of itself in the background (a fork bomb) exhausts the machine"
    });
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
function scanScript(source, out, depth, vars = new Map) {
  if (depth > MAX_DEPTH)
    throw new ShellSyntaxError("commands nested too deeply to read");
  const script = parseShell(source);
  for (const sub of script.substitutions)
    scanScript(sub, out, depth + 1, vars);
  for (const pipeline of script.pipelines) {
    pipeline.forEach((cmd, i) => {
      const next = pipeline[i + 1];
      const ctx = {
        out,
        depth,
        vars,
        pipedInto: next ? programOf(next, vars) : undefined,
        pipedFrom: i > 0 ? programOf(pipeline[i - 1], vars) : undefined,
        fromInput: i > 0 ? pipeline[i - 1] : undefined
      };
      scanCommand(cmd, ctx);
    });
  }
}
function programOf(cmd, vars) {
  const words = unwrap(expandWords(stripPrefix(cmd.words), vars)).words;
  if (!words.length)
    return;
  return { name: baseName(words[0].text), args: words.slice(1) };
}
function scanCommand(cmd, ctx) {
  const { out, depth, vars } = ctx;
  for (const r of cmd.redirects) {
    if (/^(>|>>|>\||&>|&>>|<>)$/.test(r.op) && r.target && isDevice(r.target.text)) {
      out.push({ id: "write-device", message: `writing to ${r.target.text} overwrites a disk device` });
    }
  }
  const stripped = stripPrefix(cmd.words);
  recordAssignments(cmd.words, vars);
  const { words, unknownArgs } = unwrap(expandWords(stripped, vars));
  if (!words.length) {
    feedPipe(cmd.stdin, ctx.pipedInto, out, depth, vars);
    return;
  }
  const first = words[0];
  if (first.dynamic && first.text !== "[" && first.text !== "[[") {
    scanUnknownProgram(first, words.slice(1), ctx);
    return;
  }
  const name = baseName(first.text);
  const args = words.slice(1);
  const texts = args.map((w) => w.text);
  if (SHELLS.has(name) || name === "source" || name === ".") {
    scanShell(name, args, cmd, ctx);
    return;
  }
  if (INTERPRETERS.test(name)) {
    scanInterpreter(name, args, cmd, ctx);
    return;
  }
  if (name === "eval") {
    scanScript(texts.join(" "), out, depth + 1, vars);
    return;
  }
  if (name === "trap") {
    if (texts[0] && !texts[0].startsWith("-"))
      scanScript(texts[0], out, depth + 1, vars);
    return;
  }
  if (name === "alias") {
    for (const t of texts) {
      const eq = t.indexOf("=");
      if (eq > 0)
        scanScript(t.slice(eq + 1), out, depth + 1, vars);
    }
    return;
  }
  if (name === "su" || name === "runuser" || name === "sg") {
    const i = texts.findIndex((t) => t === "-c" || t === "--command");
    if (i !== -1 && texts[i + 1] !== undefined)
      scanScript(texts[i + 1], out, depth + 1, vars);
    else if (name === "sg" && texts[1] !== undefined)
      scanScript(texts.slice(1).join(" "), out, depth + 1, vars);
    return;
  }
  if (name === "ssh") {
    const remote = sshRemoteCommand(texts);
    if (remote)
      scanScript(remote, out, depth + 1, vars);
    return;
  }
  if (name === "watch") {
    const rest = skipOptions(texts, new Set(["-n", "--interval", "-d", "--differences", "-q", "--equexit", "-s", "--shotsleep"]), true);
    if (rest.length)
      scanScript(rest.join(" "), out, depth + 1, vars);
    return;
  }
  if (name === "find") {
    scanFind(args, ctx);
    return;
  }
  if ((name === "docker" || name === "podman") && scanContainer(texts, ctx))
    return;
  if (name === "git")
    scanGitConfig(texts, ctx);
  const found = checkProgram(name, args, unknownArgs);
  out.push(...found);
  if (!TEXT_ONLY.has(name)) {
    scanSql([...texts, ...cmd.stdin], out);
  } else if (ctx.pipedInto && !TEXT_ONLY.has(ctx.pipedInto.name)) {
    const produced = name === "echo" || name === "printf" ? texts.filter((t) => !/^-[neE]+$/.test(t)) : [];
    feedPipe([...produced, ...name === "cat" && !args.length ? cmd.stdin : []], ctx.pipedInto, out, depth, vars);
  }
}
function scanShell(name, args, cmd, ctx) {
  const { out, depth, vars } = ctx;
  if (name === "source" || name === ".") {
    const file = args[0];
    if (file && isProcessSubstitution(file))
      judgeGenerated(file.text.slice(2, -1), "source runs a script that another command produces", ctx);
    return;
  }
  const script = shellScriptArg(name, args);
  if (script !== undefined) {
    scanScript(script, out, depth + 1, vars);
    return;
  }
  const file = args.find((a) => !a.text.startsWith("-") && !a.text.startsWith("+"));
  if (file) {
    if (isProcessSubstitution(file))
      judgeGenerated(file.text.slice(2, -1), `${name} runs a script that another command produces`, ctx);
    else if (/^\/(dev\/stdin|proc\/self\/fd\/0|dev\/fd\/0)$/.test(file.text))
      readsPipe(name, cmd, ctx);
    return;
  }
  readsPipe(name, cmd, ctx);
}
function readsPipe(name, cmd, ctx) {
  for (const body of cmd.stdin)
    if (SHELLS.has(name))
      scanScript(body, ctx.out, ctx.depth + 1, ctx.vars);
  const from = ctx.pipedFrom;
  if (!from)
    return;
  if (from.name === "echo" || from.name === "printf")
    return;
  if (from.name === "cat" && !from.args.length && ctx.fromInput?.stdin.length)
    return;
  report(ctx, {
    id: "pipe-to-shell",
    message: `${name} runs code that ${from.name} produces (${from.name} | ${name}); it cannot be checked before it runs`
  });
}
function report(ctx, f) {
  ctx.out.push(f);
}
function isProcessSubstitution(w) {
  return w.text.startsWith("<(") && w.text.endsWith(")");
}
var SETUP_GENERATORS = new Set([
  "ssh-agent",
  "direnv",
  "pyenv",
  "rbenv",
  "nodenv",
  "goenv",
  "jenv",
  "plenv",
  "brew",
  "conda",
  "fnm",
  "starship",
  "zoxide",
  "mise",
  "rtx",
  "opam",
  "gpg-agent",
  "dircolors",
  "thefuck",
  "keychain",
  "asdf",
  "volta",
  "luarocks",
  "register-python-argcomplete",
  "aws_completer"
]);
var OPAQUE_SOURCES = new Set([
  "curl",
  "wget",
  "fetch",
  "http",
  "https",
  "iwr",
  "nc",
  "ncat",
  "socat",
  "base64",
  "base32",
  "xxd",
  "openssl",
  "gpg",
  "rev",
  "gunzip",
  "zcat",
  "bzcat",
  "xzcat",
  "uudecode"
]);
function substitutionKind(body, vars) {
  let script;
  try {
    script = parseShell(body);
  } catch {
    return { kind: "opaque" };
  }
  const programs = script.pipelines.flat().map((c) => programOf(c, vars)).filter((p) => p !== undefined);
  if (!programs.length)
    return { kind: "unknown" };
  if (programs.some((p) => OPAQUE_SOURCES.has(p.name)))
    return { kind: "opaque" };
  const [p] = programs;
  if (programs.length === 1 && (p.name === "echo" || p.name === "printf") && !p.args.some((a) => a.dynamic)) {
    return {
      kind: "literal",
      text: p.args.map((a) => a.text).filter((t) => !/^-[neE]+$/.test(t)).join(" ")
    };
  }
  if (SETUP_GENERATORS.has(p.name) || p.args.some((a) => a.text === "completion" || a.text === "completions" || a.text === "shellenv"))
    return { kind: "setup" };
  return { kind: "unknown" };
}
function judgeGenerated(body, message, ctx) {
  const k = substitutionKind(body, ctx.vars);
  if (k.kind === "literal")
    scanScript(k.text, ctx.out, ctx.depth + 1, ctx.vars);
  else if (k.kind !== "setup")
    report(ctx, {
      id: k.kind === "opaque" ? "remote-code" : "pipe-to-shell",
      message: `${message}; it cannot be checked before it runs`
    });
}
var CANDIDATES = ["rm", "git", "chmod", "chown", "dd", "kubectl", "terraform", "docker"];
function scanUnknownProgram(first, args, ctx) {
  const subs = [...first.text.matchAll(/\$\(([^]*)\)|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? "");
  for (const body of subs) {
    const k = substitutionKind(body, ctx.vars);
    if (k.kind === "opaque") {
      report(ctx, {
        id: "remote-code",
        message: `runs a command that ${body.trim().split(/\s+/)[0]} produces; it cannot be checked before it runs`
      });
      return;
    }
  }
  for (const name of CANDIDATES) {
    const f = checkProgram(name, args, false);
    if (f.length) {
      report(ctx, {
        id: "unknown-command",
        message: `${first.text.slice(0, 40)} is only known when it runs, and if it is ${name}: ${f[0].message}`
      });
      return;
    }
  }
}
var INTERPRETERS = /^(python[0-9.]*|pypy[0-9]*|node|nodejs|deno|bun|ruby|perl|php)$/;
var CODE_DELETE = /\bshutil\s*\.\s*rmtree\b|\bos\s*\.\s*removedirs\b|\brm(dir)?Sync\s*\([^)]*recursive|\bfs(\.promises)?\s*\.\s*rm\s*\([^)]*recursive|\brm_r[f]?\b|\brmtree\b|\bremove_dir_all\b|\brimraf\b|\bFileUtils\s*\.\s*(rm_rf|rm_r|remove_dir|remove_entry)/;
function scanInterpreter(name, args, cmd, ctx) {
  const texts = args.map((a) => a.text);
  const ci = texts.findIndex((t) => /^-[a-zA-Z]*[ceEpr]$/.test(t) || t === "--eval" || t === "--print");
  const code = ci !== -1 ? texts[ci + 1] ?? "" : undefined;
  if (code === undefined) {
    const file = args.find((a) => !a.text.startsWith("-"));
    if (file && isProcessSubstitution(file))
      judgeGenerated(file.text.slice(2, -1), `${name} runs a program that another command produces`, ctx);
    else if (!file || texts.includes("-"))
      readsPipe(name, cmd, ctx);
    scanSql([...texts, ...cmd.stdin], ctx.out);
    return;
  }
  if (CODE_DELETE.test(code))
    report(ctx, { id: "code-delete", message: `${name} code deletes a folder tree (${CODE_DELETE.exec(code)[0]})` });
  for (const m of code.matchAll(/(["'`])((?:\\.|(?!\1).){3,}?)\1/g)) {
    if (!/\s/.test(m[2]))
      continue;
    try {
      scanScript(m[2], ctx.out, ctx.depth + 1, ctx.vars);
    } catch (err) {
      if (!(err instanceof ShellSyntaxError))
        throw err;
    }
  }
  scanSql([code, ...cmd.stdin], ctx.out);
}
function scanFind(args, ctx) {
  for (let i = 0;i < args.length; i++) {
    if (!/^-(exec|execdir|ok|okdir)$/.test(args[i].text))
      continue;
    const end = args.findIndex((a, j) => j > i && (a.text === ";" || a.text === "+"));
    const names = args.filter((_, k) => k > 0 && /^-i?name$/.test(args[k - 1].text));
    const only = names.length === 1 && BUILD_DIRS.has(names[0].text) ? names[0] : undefined;
    const inner = args.slice(i + 1, end === -1 ? undefined : end).map((w) => only && w.text === "{}" ? literalWord(only.text) : w);
    if (inner.length)
      scanCommand({ words: inner, redirects: [], stdin: [] }, { ...ctx, depth: ctx.depth + 1, pipedInto: undefined, pipedFrom: undefined });
    if (end === -1)
      break;
    i = end;
  }
  const execDeletes = args.some((a, k) => /^-(exec|execdir|ok|okdir)$/.test(args[k - 1]?.text ?? "") && /^(rm|unlink|shred|srm)$/.test(baseName(a.text)));
  if (!execDeletes && !args.some((a) => a.text === "-delete"))
    return;
  const starts = [];
  for (const a of args) {
    if (a.text.startsWith("-") || a.text === "(" || a.text === "!")
      break;
    starts.push(a);
  }
  const filtered = args.some((a) => /^-(i?name|i?path|i?regex|i?wholename|newer|mtime|mmin|atime|ctime|size|empty|user|links|samefile)$/.test(a.text));
  const wide = starts.some((w) => isSystemPath(w.text));
  if (wide || !filtered && !(starts.length && starts.every(isBuildDir))) {
    report(ctx, {
      id: "find-delete",
      message: `find -delete permanently deletes ${filtered ? "matching files under" : "everything under"} ${starts.map((w) => w.text).join(" ") || "."}`
    });
  }
}
var DOCKER_RUN_VALUE_OPTS = new Set([
  "-v",
  "--volume",
  "--mount",
  "-e",
  "--env",
  "--env-file",
  "--name",
  "-w",
  "--workdir",
  "-p",
  "--publish",
  "--network",
  "--net",
  "-u",
  "--user",
  "--entrypoint",
  "-h",
  "--hostname",
  "-l",
  "--label",
  "--platform",
  "--pull",
  "-m",
  "--memory",
  "--cpus",
  "--add-host",
  "--device",
  "--cap-add",
  "--cap-drop",
  "--restart",
  "--log-driver",
  "--log-opt",
  "--ulimit",
  "--shm-size",
  "--ipc",
  "--pid",
  "--userns",
  "--security-opt",
  "--tmpfs",
  "--gpus",
  "--runtime",
  "--dns",
  "--expose",
  "--link",
  "--volumes-from",
  "-a",
  "--attach",
  "--cidfile",
  "--stop-signal",
  "--health-cmd",
  "--label-file"
]);
function scanContainer(texts, ctx) {
  let i = 0;
  while (i < texts.length && texts[i].startsWith("-"))
    i += /^(-H|--host|-c|--context|--config|-l|--log-level)$/.test(texts[i]) ? 2 : 1;
  let sub = texts[i];
  if (sub === "container")
    sub = texts[++i];
  if (sub !== "run" && sub !== "exec")
    return false;
  let mounts = false;
  let j = i + 1;
  for (;j < texts.length; j++) {
    const t = texts[j];
    if (t === "--") {
      j++;
      break;
    }
    if (!t.startsWith("-"))
      break;
    const opt = t.split("=")[0];
    if (/^(-v|--volume|--mount|--volumes-from)$/.test(opt) || /^-[a-zA-Z]*v$/.test(t))
      mounts = true;
    if (DOCKER_RUN_VALUE_OPTS.has(opt) && !t.includes("="))
      j++;
    else if (/^-[a-zA-Z]*[vepuwhlma]$/.test(t) && t.length > 2)
      j++;
  }
  const inner = texts.slice(j + 1);
  if ((sub === "exec" || mounts) && inner.length)
    scanCommand({ words: inner.map(literalWord), redirects: [], stdin: [] }, { ...ctx, depth: ctx.depth + 1, pipedInto: undefined, pipedFrom: undefined });
  return false;
}
function scanGitConfig(texts, ctx) {
  for (let i = 0;i < texts.length && texts[i].startsWith("-"); i++) {
    const t = texts[i];
    const value = t === "-c" ? texts[++i] : t.startsWith("-c") && t.length > 2 ? t.slice(2) : undefined;
    if (value === undefined) {
      if (GIT_VALUE_OPTS.has(t))
        i++;
      continue;
    }
    const eq = value.indexOf("=");
    if (eq === -1)
      continue;
    const key = value.slice(0, eq).toLowerCase();
    const v = value.slice(eq + 1);
    if (key.startsWith("alias.") && !v.startsWith("!"))
      ctx.out.push(...checkGit(v.split(/\s+/).filter(Boolean)));
    else if (key.startsWith("alias.") && v.startsWith("!") || /^(core\.(sshcommand|pager|editor|fsmonitor|askpass|hookspath)|sequence\.editor|diff\.external|credential\.helper|gpg\.program|pager\..+|uploadpack\.packobjectshook)$/.test(key)) {
      scanScript(v.replace(/^!/, ""), ctx.out, ctx.depth + 1, ctx.vars);
    }
  }
}
function feedPipe(texts, into, out, depth, vars) {
  if (!into || !texts.length)
    return;
  if (SHELLS.has(into.name) && shellScriptArg(into.name, into.args) === undefined) {
    for (const t of texts)
      scanScript(t, out, depth + 1, vars);
    return;
  }
  if (!TEXT_ONLY.has(into.name))
    scanSql(texts, out);
}
function scanSql(texts, out) {
  for (const raw of texts) {
    const stripped = raw.includes("/*") || raw.includes("--") ? stripSqlComments(raw) : raw;
    for (const [re, f] of SQL)
      if (re.test(raw) || stripped !== raw && re.test(stripped))
        out.push(f);
  }
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
    case "blkdiscard":
      return [{ id: "mkfs", message: "blkdiscard discards every block of a device" }];
    case "sgdisk":
      return texts.some((t) => /^(-Z|--zap-all|-z|--zap|-o|--clear)$/.test(t)) ? [{ id: "mkfs", message: "sgdisk --zap-all erases the partition table" }] : [];
    case "shred":
      return [
        {
          id: "shred",
          message: `shred overwrites ${texts.filter((t) => !t.startsWith("-")).join(" ").slice(0, 80) || "files"} so nothing can be recovered`
        }
      ];
    case "tee":
    case "cp":
    case "truncate":
    case "install": {
      const dev = texts.find((t) => !t.startsWith("-") && isDevice(t));
      return dev ? [{ id: "write-device", message: `${name} to ${dev} overwrites a disk device` }] : [];
    }
    case "mv": {
      const dest = texts.filter((t) => !t.startsWith("-")).pop();
      return dest && (isDevice(dest) || dest === "/dev/null") ? [{ id: "write-device", message: `mv to ${dest} destroys what is moved` }] : [];
    }
    case "rimraf":
    case "del-cli":
    case "srm":
    case "wipe":
      return checkRm([literalWord("-r"), ...args], unknownArgs);
    case "chown":
    case "chgrp": {
      const recursive = texts.some((t) => t === "--recursive" || /^-[a-zA-Z]*R/.test(t));
      const wide = texts.filter((t) => !t.startsWith("-")).slice(1).find(isSystemPath);
      return recursive && wide ? [{ id: "chown-recursive", message: `${name} -R on ${wide} changes the owner of every file below it` }] : [];
    }
    case "dropdb":
      return [{ id: "sql-drop", message: "dropdb permanently deletes a database" }];
    case "oc":
      return checkKubectl(texts);
    case "terragrunt":
    case "pulumi":
    case "cdk":
    case "cdktf": {
      const p = texts.filter((t) => !t.startsWith("-"));
      return p.includes("destroy") ? [{ id: "terraform-destroy", message: `${name} destroy deletes every resource of the stack` }] : [];
    }
    case "aws":
      return checkAws(texts);
    case "gsutil": {
      const p = texts.filter((t) => !t.startsWith("-"));
      return p[0] === "rm" && texts.some((t) => /^-[a-zA-Z]*[rRa]/.test(t) || t.includes("*")) || p[0] === "rb" ? [{ id: "cloud-delete", message: `gsutil ${p[0]} deletes bucket contents` }] : [];
    }
    case "gcloud":
    case "az": {
      const p = texts.filter((t) => !t.startsWith("-"));
      return p.includes("delete") || p[0] === "storage" && p[1] === "rm" ? [{ id: "cloud-delete", message: `${name} ${p.slice(0, 3).join(" ")} deletes cloud resources` }] : [];
    }
    case "crontab":
      return texts.some((t) => /^-[a-zA-Z]*r/.test(t)) ? [{ id: "crontab-remove", message: "crontab -r deletes every cron job of the user" }] : [];
    case "kill": {
      let i = 0;
      if (texts[0] === "-s" || texts[0] === "-n")
        i = 2;
      else if (texts[0] && /^-([0-9]+|[A-Z]+[0-9]*)$/.test(texts[0]) && texts.length > 1)
        i = 1;
      if (texts[i] === "--")
        i++;
      return texts.slice(i).includes("-1") ? [{ id: "kill-all", message: "kill -1 signals every process you own" }] : [];
    }
    case "shutdown":
    case "reboot":
    case "halt":
    case "poweroff":
      return [{ id: "shutdown", message: `${name} stops or restarts the machine` }];
    case "systemctl":
    case "loginctl": {
      const verb = texts.find((t) => !t.startsWith("-"));
      return verb && /^(poweroff|reboot|halt|kexec|emergency|rescue)$/.test(verb) ? [{ id: "shutdown", message: `${name} ${verb} stops or restarts the machine` }] : [];
    }
    case "init":
      return texts[0] === "0" || texts[0] === "6" ? [{ id: "shutdown", message: `init ${texts[0]} stops or restarts the machine` }] : [];
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
  if (!noPreserveRoot && !unknownArgs && targets.length && targets.every((t) => isBuildDir(t) || isTempPath(t)))
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
function isTempPath(w) {
  const m = /^(\/tmp|\/var\/tmp|\$TMPDIR|\$\{TMPDIR\}|\$\{TMPDIR:-\/tmp\})\/+([^/]+)/.exec(w.text);
  if (!m || w.text.split("/").includes(".."))
    return false;
  const prefix = m[1].length;
  if (/[*?[\]{}$`]/.test(w.text.slice(prefix)))
    return false;
  return !w.dynamic || w.dynamicEnd <= prefix;
}
function isSystemPath(text) {
  const t = text.replace(/\/+$/, "") || "/";
  return /^(\/|\/\*|~|~\/\*|\$HOME|\$\{HOME\}|"\$HOME"|\/(etc|usr|var|bin|sbin|lib|lib64|boot|opt|home|root|srv|dev|proc|sys|Users|System|Library|Applications)(\/\*)?)$/.test(t);
}
var GIT_VALUE_OPTS = new Set([
  "-C",
  "-c",
  "--git-dir",
  "--work-tree",
  "--namespace",
  "--config-env",
  "--exec-path",
  "--super-prefix"
]);
function checkGit(texts) {
  let i = 0;
  while (i < texts.length && texts[i].startsWith("-"))
    i += GIT_VALUE_OPTS.has(texts[i]) ? 2 : 1;
  const sub = texts[i];
  const rest = texts.slice(i + 1);
  const shortHas = (letter) => rest.some((t) => /^-[a-zA-Z]+$/.test(t) && t.includes(letter));
  const has = (...opts) => rest.some((t) => {
    const name = t.split("=")[0];
    return opts.some((o) => name === o || name.startsWith("--") && name.length >= 4 && o.startsWith(name));
  });
  switch (sub) {
    case "push": {
      const f = [];
      const refspecs = rest.filter((t) => !t.startsWith("-"));
      if (has("--force") || shortHas("f") || has("--mirror") || refspecs.some((r) => r.startsWith("+"))) {
        f.push({
          id: "git-force-push",
          message: "git push --force rewrites the remote branch; commits others pushed are lost"
        });
      } else if (has("--force-with-lease")) {
        f.push({
          id: "git-force-push",
          message: "git push --force-with-lease still rewrites the published branch (it only refuses if the remote moved since your last fetch)"
        });
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
        return [
          {
            id: "git-discard",
            message: `git checkout ${paths.length ? `-- ${paths.join(" ")}` : "--force"} discards uncommitted changes`
          }
        ];
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
    case "switch":
      return has("--force", "--discard-changes") || shortHas("f") ? [{ id: "git-discard", message: "git switch --discard-changes throws away uncommitted changes" }] : [];
    case "reflog":
      return rest[0] === "expire" && rest.some((t) => /^--expire(-unreachable)?=(now|all)/.test(t)) ? [{ id: "git-history", message: "git reflog expire --expire=now drops the safety net for lost commits" }] : [];
    case "filter-branch":
    case "filter-repo":
      return [{ id: "git-history", message: `git ${sub} rewrites every commit of the history` }];
    case "update-ref":
      return has("--delete") || shortHas("d") ? [{ id: "git-branch-delete", message: "git update-ref -d deletes a ref" }] : [];
    case "stash": {
      const verb = rest.find((t) => !t.startsWith("-"));
      return verb === "drop" || verb === "clear" ? [{ id: "git-stash-drop", message: `git stash ${verb} deletes stashed work` }] : [];
    }
  }
  return [];
}
var KUBECTL_VALUE_OPTS = new Set([
  "-n",
  "--namespace",
  "--context",
  "--kubeconfig",
  "--cluster",
  "--user",
  "-s",
  "--server",
  "--token",
  "--as",
  "--as-group",
  "-l",
  "--selector",
  "-f",
  "--filename",
  "-o",
  "--output"
]);
function checkKubectl(texts) {
  const positional = skipOptions(texts, KUBECTL_VALUE_OPTS, false);
  if (positional[0] === "delete")
    return [{ id: "kubectl-delete", message: "kubectl delete removes Kubernetes resources" }];
  if (positional[0] === "drain")
    return [{ id: "kubectl-delete", message: "kubectl drain evicts every pod from a node" }];
  if (positional[0] === "apply" && texts.includes("--prune"))
    return [{ id: "kubectl-delete", message: "kubectl apply --prune deletes resources missing from the manifests" }];
  if (positional[0] === "replace" && texts.includes("--force"))
    return [{ id: "kubectl-delete", message: "kubectl replace --force deletes and recreates resources" }];
  return [];
}
function checkAws(texts) {
  const p = skipOptions(texts, new Set(["--profile", "--region", "--endpoint-url", "--output", "--query", "--color"]), false);
  const [service, action] = p;
  if (service === "s3" && action === "rm" && texts.some((t) => t === "--recursive"))
    return [{ id: "cloud-delete", message: "aws s3 rm --recursive deletes every object under the prefix" }];
  if (service === "s3" && action === "rb" && texts.includes("--force"))
    return [{ id: "cloud-delete", message: "aws s3 rb --force deletes a bucket and everything in it" }];
  if (service === "s3" && action === "sync" && texts.includes("--delete"))
    return [{ id: "cloud-delete", message: "aws s3 sync --delete deletes objects missing from the source" }];
  if (action && /^(delete|terminate|remove|deregister|purge)-/.test(action))
    return [{ id: "cloud-delete", message: `aws ${service} ${action} deletes cloud resources` }];
  return [];
}
function checkDocker(texts) {
  const p = skipOptions(texts, new Set(["-H", "--host", "-c", "--context", "--config", "-l", "--log-level"]), false);
  const [a, b] = p;
  const flags = texts.filter((t) => t.startsWith("-"));
  const force = flags.some((t) => t === "--force" || /^-[a-zA-Z]*f/.test(t));
  if (b === "prune" && (a === "system" || a === "volume" || a === "image" || a === "container" || a === "builder" || a === "network")) {
    return [
      {
        id: "docker-prune",
        message: `docker ${a} prune deletes unused ${a === "system" ? "containers, images and networks" : `${a}s`}`
      }
    ];
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
  if (recursive && open)
    return [{ id: "chmod-777", message: "chmod -R 777 makes every file world-writable" }];
  const wide = texts.filter((t) => !t.startsWith("-")).slice(1).find(isSystemPath);
  return recursive && wide ? [{ id: "chmod-recursive", message: `chmod -R on ${wide} changes the permissions of every file below it` }] : [];
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
    if (w.quoted)
      break;
    if (w.text === "time") {
      i++;
      while (words[i] && /^-[pv]+$|^--$/.test(words[i].text))
        i++;
    } else if (w.text === "function")
      i += 2;
    else if (RESERVED.has(w.text))
      i++;
    else if (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(w.text))
      i++;
    else
      break;
  }
  return words.slice(i);
}
function recordAssignments(words, vars) {
  let list = words;
  if (list[0] && /^(export|declare|local|readonly|typeset)$/.test(list[0].text))
    list = list.slice(1).filter((w) => !w.text.startsWith("-"));
  else if (!list.every((w) => /^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(w.text)))
    return;
  for (const w of list) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\+?=([^]*)$/.exec(w.text);
    if (!m)
      continue;
    const value = resolveText(m[2], vars);
    if (value !== undefined)
      vars.set(m[1], value);
    else
      vars.delete(m[1]);
  }
}
function resolveText(text, vars) {
  let unknown = false;
  const out = text.replace(/\$\{(\w+)(?:(:?[-=])([^}]*))?\}|\$(\w+)|\$\(([^()]*)\)|`([^`]*)`/g, (whole, braced, op, def, plain, sub, tick) => {
    const name = braced ?? plain;
    if (name !== undefined) {
      if (name === "IFS")
        return " ";
      const v = vars.get(name);
      if (v !== undefined)
        return v;
      if (op !== undefined)
        return def ?? "";
      unknown = true;
      return whole;
    }
    const body = (sub ?? tick ?? "").trim();
    const m = /^(echo|printf)\s+(?:-[neE]+\s+)?(["']?)([^"'$`|;&<>()]*)\2$/.exec(body);
    if (m)
      return m[3];
    unknown = true;
    return whole;
  });
  return unknown ? undefined : out;
}
function expandWords(words, vars) {
  if (!words.some((w) => w.dynamic || w.brace))
    return words;
  const out = [];
  for (const w of words) {
    if (w.brace && !w.quoted) {
      const m = /^([^{}]*)\{([^{}]*,[^{}]*)\}([^{}]*)$/.exec(w.text);
      if (m) {
        for (const alt of m[2].split(","))
          out.push(...expandWords([{ ...literalWord(m[1] + alt + m[3]), dynamic: w.dynamic, dynamicEnd: w.dynamic ? w.text.length : 0 }], vars));
        continue;
      }
    }
    if (!w.dynamic || !/[$`]/.test(w.text) || /^[<>]\(/.test(w.text)) {
      out.push(w);
      continue;
    }
    const text = resolveText(w.text, vars);
    if (text === undefined || /[*?[]/.test(text)) {
      out.push(w);
      continue;
    }
    if (!w.quoted)
      out.push(...text.split(/\s+/).filter(Boolean).map(literalWord));
    else
      out.push(literalWord(text));
  }
  return out;
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
        next = skipWordOptions(rest, new Set([
          "-u",
          "--user",
          "-g",
          "--group",
          "-h",
          "--host",
          "-p",
          "--prompt",
          "-C",
          "--close-from",
          "-D",
          "--chdir",
          "-r",
          "--role",
          "-t",
          "--type",
          "-T",
          "--command-timeout",
          "-U",
          "--other-user"
        ]));
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
        next = skipWordOptions(rest, new Set([
          "-I",
          "-n",
          "--max-args",
          "-L",
          "--max-lines",
          "-P",
          "--max-procs",
          "-s",
          "--max-chars",
          "-d",
          "--delimiter",
          "-E",
          "-a",
          "--arg-file"
        ]));
        unknownArgs = true;
        break;
      case "kubectl":
      case "oc": {
        const dd = rest.findIndex((w) => w.text === "--");
        if (rest.some((w) => w.text === "exec") && dd !== -1)
          next = rest.slice(dd + 1);
        break;
      }
      case "busybox":
        next = rest;
        break;
      case "setsid":
        next = skipWordOptions(rest, new Set);
        break;
      case "pkexec":
      case "fakeroot":
      case "caffeinate":
      case "firejail":
      case "proot":
      case "torsocks":
      case "proxychains":
      case "proxychains4":
      case "dbus-run-session":
      case "catchsegv":
      case "numactl":
      case "nocache":
      case "unbuffer":
        next = skipWordOptions(rest, new Set(["--user", "-t", "-w", "-i", "-s", "--cpunodebind", "--membind", "-N", "-m", "-C", "--physcpubind"]));
        break;
      case "strace":
      case "ltrace":
        next = skipWordOptions(rest, new Set(["-e", "-o", "-p", "-s", "-u", "-E", "-a", "-b", "-I", "-O", "-P", "-S", "-X"]));
        break;
      case "systemd-run":
        next = skipWordOptions(rest, new Set([
          "-u",
          "--unit",
          "-p",
          "--property",
          "--description",
          "--slice",
          "-E",
          "--setenv",
          "--uid",
          "--gid",
          "-M",
          "--machine",
          "-H",
          "--host",
          "--working-directory",
          "--on-calendar",
          "--on-active",
          "--on-boot",
          "--timer-property",
          "--path-property",
          "--socket-property",
          "--nice",
          "--service-type"
        ]));
        break;
      case "nsenter":
        next = skipWordOptions(rest, new Set(["-t", "--target", "-S", "--setuid", "-G", "--setgid"]));
        break;
      case "unshare":
        next = skipWordOptions(rest, new Set([
          "--map-user",
          "--map-group",
          "-S",
          "--setuid",
          "-G",
          "--setgid",
          "-R",
          "--root",
          "-w",
          "--wd",
          "--propagation"
        ]));
        break;
      case "chroot":
        next = skipWordOptions(rest, new Set).slice(1);
        break;
      case "chrt":
      case "taskset":
      case "cgexec":
      case "faketime":
        next = skipWordOptions(rest, new Set(["-g"])).slice(1);
        break;
      case "flock": {
        const c = rest.findIndex((w) => w.text === "-c" || w.text === "--command");
        next = c !== -1 ? shWords(rest[c + 1]?.text ?? "") : skipWordOptions(rest, new Set(["-w", "--timeout", "-E", "--conflict-exit-code"])).slice(1);
        break;
      }
      case "script": {
        const c = rest.findIndex((w) => w.text === "--command" || /^-[a-zA-Z]*c$/.test(w.text));
        const eq = rest.find((w) => w.text.startsWith("--command="));
        if (c !== -1 && rest[c + 1])
          next = shWords(rest[c + 1].text);
        else if (eq)
          next = shWords(eq.text.slice(10));
        break;
      }
      case "runuser": {
        const c = rest.findIndex((w) => w.text === "-c" || w.text === "--command");
        const dd = rest.findIndex((w) => w.text === "--");
        if (c !== -1 && rest[c + 1])
          next = shWords(rest[c + 1].text);
        else if (dd !== -1)
          next = rest.slice(dd + 1);
        break;
      }
      case "parallel": {
        const r = skipWordOptions(rest, new Set([
          "-j",
          "--jobs",
          "-S",
          "--sshlogin",
          "--delay",
          "--timeout",
          "-N",
          "-n",
          "--max-args",
          "-I",
          "--joblog",
          "--colsep"
        ]));
        const end = r.findIndex((w) => w.text === ":::" || w.text === "::::");
        next = end === -1 ? r : r.slice(0, end);
        unknownArgs = true;
        break;
      }
      case "npx":
      case "pnpx":
      case "bunx":
        next = skipWordOptions(rest, new Set(["-p", "--package", "-c", "--call"]));
        break;
    }
    if (next === undefined)
      break;
    words = next;
  }
  return { words, unknownArgs };
}
function shWords(script) {
  return [literalWord("sh"), literalWord("-c"), literalWord(script)];
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
var SSH_VALUE_OPTS = new Set([
  "-b",
  "-c",
  "-D",
  "-E",
  "-e",
  "-F",
  "-I",
  "-i",
  "-J",
  "-L",
  "-l",
  "-m",
  "-O",
  "-o",
  "-p",
  "-Q",
  "-R",
  "-S",
  "-W",
  "-w",
  "-B"
]);
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
var hook_careful_default = defineCommand({
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
      about: `classifies COMMAND (quote it): prints "safe", or "ask: <reason>" and exits 1`
    }
  },
  flags: {
    json: {
      type: "boolean",
      about: `{"decision", "message", "patterns"} (check only; hook mode always prints JSON)`
    }
  },
  exit: "0 safe (always in hook mode), 1 check found it destructive, 2 usage."
}, async (io, p) => {
  if (p.verb === "check") {
    const v = classifyCommand(p.args[0]);
    const message = v.kind === "safe" ? undefined : v.kind === "unreadable" ? `[careful] could not read the command (${v.reason}); check it yourself.` : askMessage(v.findings);
    if (p.flags.json)
      io.out(jsonLine({
        decision: message ? "ask" : "allow",
        message,
        patterns: v.kind === "destructive" ? v.findings.map((f) => f.id) : []
      }));
    else
      io.out(message ? `ask: ${message}
` : `safe
`);
    return message ? 1 : 0;
  }
  if (p.flags.json)
    throw usage("--json is for check (hook mode always prints JSON)");
  io.out(await hookAnswer(await io.stdin()));
  return 0;
});
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
