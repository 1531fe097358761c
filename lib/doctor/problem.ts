// What a doctor check reports: one problem, with a fix when one is safe.

export type Severity = "error" | "warning";

export interface Problem {
  severity: Severity;
  code: string;
  /** Relative to the state root. */
  path: string;
  message: string;
  fix?: () => void | Promise<void>;
  fixed?: boolean;
}

export type Report = (p: Problem) => void;

export function mib(n: number): string {
  return (n / 1024 / 1024).toFixed(1);
}
