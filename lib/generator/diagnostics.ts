// Template problems as `path:line:column: message` lines. The generator collects every problem
// of every template before it stops, so one run shows them all, and nothing is written.
import { GstackError } from "../core/errors.ts";

export interface Diagnostic {
  /** Path as shown to the user (relative to the pack root). */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  message: string;
  severity: "error" | "warning";
}

export function formatDiagnostic(d: Diagnostic): string {
  const msg = d.message.replace(/[\r\n]+/g, " ");
  return `${d.file}:${d.line}:${d.column}: ${d.severity === "warning" ? "warning: " : ""}${msg}`;
}

/** Collects problems for one file; positions are converted to 1-based here. */
export class Problems {
  readonly list: Diagnostic[] = [];
  constructor(readonly file: string) {}

  error(line: number, column: number, message: string): void {
    this.list.push({
      file: this.file,
      line: Math.max(1, line),
      column: Math.max(1, column),
      message,
      severity: "error",
    });
  }

  warn(line: number, column: number, message: string): void {
    this.list.push({
      file: this.file,
      line: Math.max(1, line),
      column: Math.max(1, column),
      message,
      severity: "warning",
    });
  }

  /** In file order, for reading top to bottom. */
  sorted(): Diagnostic[] {
    return [...this.list].sort((a, b) => a.line - b.line || a.column - b.column);
  }

  get hasErrors(): boolean {
    return this.list.some((d) => d.severity === "error");
  }
}

/** Thrown when any template has errors; the message holds one formatted line per error. */
export class TemplateErrors extends GstackError {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(
      diagnostics
        .filter((d) => d.severity === "error")
        .map(formatDiagnostic)
        .join("\n"),
      "rejected",
    );
    this.name = "TemplateErrors";
  }
}

// "Did you mean" lives in lib/cli (commands use it too); re-exported for the generator.
export { suggest } from "../core/suggest.ts";
