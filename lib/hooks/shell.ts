// A small POSIX-shell reader for the careful hook: enough of the grammar to see which programs
// a command line runs and with which words, through quotes, escapes, chains, pipelines,
// subshells, command substitutions and here-documents. It never expands anything: a word that
// depends on the environment ($VAR, globs, $(...)) is marked so callers can treat it as unknown.

export interface Word {
  /** Text after quote removal; expansions are kept as written (`$HOME/x`). */
  text: string;
  /** Some part of the word was quoted (so `#`, `*`, `=` in it were literal). */
  quoted: boolean;
  /** Unquoted `$...`, `${...}`, `$(...)`, backticks or glob characters: the value is not known. */
  dynamic: boolean;
  /** Index in `text` where the last dynamic part ends (so a literal suffix can be trusted). */
  dynamicEnd: number;
  /** An unquoted `{`: the shell may brace-expand the word (`{rm,-rf,~}` is `rm -rf ~`). */
  brace?: boolean;
}

export interface Redirect {
  op: string;
  target?: Word;
}

export interface SimpleCommand {
  words: Word[];
  redirects: Redirect[];
  /** Text fed on stdin by here-documents and here-strings. */
  stdin: string[];
}

/** Commands joined by `|`; a script is a list of pipelines (joined by ; && || & newline). */
export type Pipeline = SimpleCommand[];

export interface Script {
  pipelines: Pipeline[];
  /** Bodies of command substitutions ($(...), backticks, <(...)), which run too. */
  substitutions: string[];
}

export class ShellSyntaxError extends Error {}

const OPERATORS = ["&&", "||", ";;", "|&", ";", "|", "&", "(", ")", "\n"];
const REDIRECTS = ["<<<", "<<-", "&>>", "<<", ">>", ">|", ">&", "<&", "<>", "&>", ">", "<"];

interface PendingHeredoc {
  delimiter: string;
  stripTabs: boolean;
  /** Body is literal (quoted delimiter): no substitutions inside. */
  literal: boolean;
  cmd: SimpleCommand;
}

export function parseShell(source: string): Script {
  return new Reader(source).read();
}

class Reader {
  private i = 0;
  private readonly pipelines: Pipeline[] = [];
  private readonly substitutions: string[] = [];
  private pipeline: Pipeline = [];
  private cmd: SimpleCommand = newCommand();
  private pendingHeredocs: PendingHeredoc[] = [];

  constructor(private readonly s: string) {}

  read(): Script {
    const s = this.s;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === " " || c === "\t") {
        this.i++;
        continue;
      }
      if (c === "\\" && s[this.i + 1] === "\n") {
        this.i += 2;
        continue;
      }
      if (c === "#") {
        while (this.i < s.length && s[this.i] !== "\n") this.i++;
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
      // `2>file`: a word of digits directly followed by a redirection is a file descriptor.
      if (/^\d+$/.test(word.text) && !word.quoted && this.matchRedirect()) continue;
      this.cmd.words.push(word);
    }
    if (this.pendingHeredocs.length)
      throw new ShellSyntaxError(`here-document delimited by ${this.pendingHeredocs[0]!.delimiter} is never closed`);
    this.endCommand();
    this.endPipeline();
    return { pipelines: this.pipelines, substitutions: this.substitutions };
  }

  private operator(op: string): void {
    if (op === "|" || op === "|&") {
      this.endCommand();
      return;
    }
    this.endCommand();
    this.endPipeline();
    if (op === "\n") this.readHeredocBodies();
  }

  private endCommand(): void {
    const c = this.cmd;
    if (c.words.length || c.redirects.length || c.stdin.length || this.pendingHeredocs.some((h) => h.cmd === c))
      this.pipeline.push(c);
    this.cmd = newCommand();
  }

  private endPipeline(): void {
    if (this.pipeline.length) this.pipelines.push(this.pipeline);
    this.pipeline = [];
  }

  private matchRedirect(): string | undefined {
    const s = this.s;
    // `<(` and `>(` are process substitutions, read as words.
    if ((s[this.i] === "<" || s[this.i] === ">") && s[this.i + 1] === "(") return undefined;
    return REDIRECTS.find((r) => s.startsWith(r, this.i));
  }

  private readRedirect(op: string): void {
    this.i += op.length;
    while (this.s[this.i] === " " || this.s[this.i] === "\t") this.i++;
    if (this.i >= this.s.length || OPERATORS.some((o) => this.s.startsWith(o, this.i))) {
      throw new ShellSyntaxError(`redirection ${op} has no target`);
    }
    const target = this.readWord();
    if (op === "<<" || op === "<<-") {
      this.pendingHeredocs.push({
        delimiter: target.text,
        stripTabs: op === "<<-",
        literal: target.quoted,
        cmd: this.cmd,
      });
      this.cmd.redirects.push({ op, target });
      return;
    }
    if (op === "<<<") this.cmd.stdin.push(target.text);
    this.cmd.redirects.push({ op, target });
  }

  /** After a newline: the bodies of the here-documents opened on the line just ended. */
  private readHeredocBodies(): void {
    for (const h of this.pendingHeredocs.splice(0)) {
      const lines: string[] = [];
      let closed = false;
      while (this.i < this.s.length) {
        let end = this.s.indexOf("\n", this.i);
        if (end === -1) end = this.s.length;
        let line = this.s.slice(this.i, end);
        this.i = Math.min(end + 1, this.s.length);
        if (h.stripTabs) line = line.replace(/^\t+/, "");
        if (line === h.delimiter) {
          closed = true;
          break;
        }
        lines.push(line);
      }
      if (!closed) throw new ShellSyntaxError(`here-document delimited by ${h.delimiter} is never closed`);
      const body = lines.join("\n");
      if (!h.literal) this.collectSubstitutions(body);
      h.cmd.stdin.push(body);
    }
  }

  /** Substitutions inside an unquoted here-document body run, so they are collected. */
  private collectSubstitutions(body: string): void {
    const inner = new Reader(body);
    for (let j = 0; j < body.length; j++) {
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

  private readWord(): Word {
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
      const c = s[this.i]!;
      if (c === " " || c === "\t" || c === "\n" || c === ";" || c === "&" || c === "|" || c === ")") break;
      if (c === "(") {
        if (text === "" && !quoted) break; // subshell opener
        // `(` inside a word (e.g. `f()`): treat as a separator too.
        break;
      }
      if ((c === "<" || c === ">") && s[this.i + 1] === "(") {
        // Process substitution: runs a command, yields a file name.
        this.i += 2;
        const body = this.readBalanced(")");
        this.substitutions.push(body);
        text += `${c}(${body})`;
        markDynamic();
        continue;
      }
      if (c === "<" || c === ">") break;
      if (c === "\\") {
        if (s[this.i + 1] === "\n") {
          this.i += 2;
          continue;
        }
        if (this.i + 1 < s.length) text += s[this.i + 1];
        quoted = true;
        this.i += 2;
        continue;
      }
      if (c === "'") {
        const end = s.indexOf("'", this.i + 1);
        if (end === -1) throw new ShellSyntaxError("unterminated single quote");
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
      if (c === '"' || (c === "$" && s[this.i + 1] === '"')) {
        this.i += c === "$" ? 2 : 1;
        const start = text.length;
        const part = this.readDoubleQuoted();
        text += part.text;
        // Only up to the last expansion inside the quotes: "$TMPDIR/build" ends in a literal.
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
      if (c === "{") brace = true;
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

  /** `$...` outside quotes or inside double quotes; returns the text as written. */
  private readDollar(): string {
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
    if (m) this.i += m[0].length;
    return s.slice(start, this.i);
  }

  private readDoubleQuoted(): { text: string; dynamic: boolean; dynamicEnd: number } {
    const s = this.s;
    let text = "";
    let dynamic = false;
    let dynamicEnd = 0;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === '"') {
        this.i++;
        return { text, dynamic, dynamicEnd };
      }
      if (c === "\\") {
        const n = s[this.i + 1];
        if (n === "$" || n === "`" || n === '"' || n === "\\") {
          text += n;
          this.i += 2;
        } else if (n === "\n") {
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

  private readAnsiC(): string {
    const s = this.s;
    let text = "";
    const simple: Record<string, string> = {
      n: "\n",
      t: "\t",
      r: "\r",
      a: "\x07",
      b: "\b",
      e: "\x1b",
      E: "\x1b",
      f: "\f",
      v: "\v",
      "\\": "\\",
      "'": "'",
      '"': '"',
      "?": "?",
    };
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === "'") {
        this.i++;
        return text;
      }
      if (c === "\\" && this.i + 1 < s.length) {
        const n = s[this.i + 1]!;
        if (simple[n] !== undefined) {
          text += simple[n];
          this.i += 2;
          continue;
        }
        const hex = /^x([0-9a-fA-F]{1,2})/.exec(s.slice(this.i + 1));
        if (hex) {
          text += String.fromCharCode(parseInt(hex[1]!, 16));
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

  /** Reads up to the matching closer, honouring quotes and nesting; returns the inner text. */
  readBalanced(closer: ")" | "))" | "}"): string {
    const s = this.s;
    const start = this.i;
    const open = closer === "}" ? "{" : "(";
    let depth = 0;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === "\\") {
        this.i += 2;
        continue;
      }
      if (c === "'" && closer !== "}") {
        const end = s.indexOf("'", this.i + 1);
        if (end === -1) throw new ShellSyntaxError("unterminated single quote");
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
      if (c === open) depth++;
      else if (depth === 0 && s.startsWith(closer, this.i)) {
        const inner = s.slice(start, this.i);
        this.i += closer.length;
        return inner;
      } else if (c === closer[0]) depth--;
      this.i++;
    }
    throw new ShellSyntaxError(`unterminated ${closer === "}" ? "${" : closer === "))" ? "$((" : "$("}`);
  }

  readBackticks(): string {
    const s = this.s;
    let body = "";
    while (this.i < s.length) {
      const c = s[this.i]!;
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

function newCommand(): SimpleCommand {
  return { words: [], redirects: [], stdin: [] };
}

/** A literal word (for building commands from argument lists, e.g. `ssh host rm -rf x`). */
export function literalWord(text: string): Word {
  return { text, quoted: false, dynamic: false, dynamicEnd: 0 };
}
