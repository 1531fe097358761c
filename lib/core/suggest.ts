// "Did you mean" hints for mistyped commands, subcommands, flags and frontmatter fields.

/** Closest allowed name within edit distance 2, or undefined. */
export function suggest(name: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = 3;
  const a = name.toLowerCase();
  for (const cand of allowed) {
    const d = distance(a, cand.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = cand;
    }
  }
  return best;
}

/** " (did you mean X?)" or "". */
export function didYouMean(name: string, allowed: readonly string[]): string {
  const near = suggest(name, allowed);
  return near ? ` (did you mean ${near}?)` : "";
}

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}
