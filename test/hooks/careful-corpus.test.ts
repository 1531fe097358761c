// The careful hook against a labelled corpus (test/fixtures/careful-corpus/): dangerous commands
// within the documented scope, by class, and ordinary development commands. Aim: at most 5% of
// the dangerous ones missed, no ordinary one asked about. dangerous/ordinary.jsonl were used
// while building the rules; heldout-* were written afterwards and checked once
// (docs/decisions/0053 has the first figures).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { classifyCommand } from "../../lib/hooks/careful.ts";

const DIR = join(import.meta.dirname, "..", "fixtures", "careful-corpus");
const load = <T>(name: string): T[] =>
  readFileSync(join(DIR, name), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
const asks = (cmd: string) => classifyCommand(cmd).kind !== "safe";

it("the corpus has at least 200 dangerous and 200 ordinary commands", () => {
  expect(load("dangerous.jsonl").length).toBeGreaterThanOrEqual(200);
  expect(load("ordinary.jsonl").length).toBeGreaterThanOrEqual(200);
});

describe.each(["", "heldout-"])("careful corpus %s", (set) => {
  const dangerous = load<{ class: string; cmd: string }>(`${set}dangerous.jsonl`);
  const ordinary = load<{ cmd: string }>(`${set}ordinary.jsonl`);

  it("asks about at least 95% of the dangerous commands, in every class", () => {
    const missed = dangerous.filter((d) => !asks(d.cmd));
    const byClass = new Map<string, [number, number]>();
    for (const d of dangerous) {
      const c = byClass.get(d.class) ?? [0, 0];
      c[1]++;
      if (!asks(d.cmd)) c[0]++;
      byClass.set(d.class, c);
    }
    const rate = missed.length / dangerous.length;
    process.stdout.write(
      `[careful ${set || "main"}] dangerous missed: ${missed.length}/${dangerous.length} (${(rate * 100).toFixed(1)}%); ${[...byClass].map(([k, [m, n]]) => `${k} ${m}/${n}`).join(", ")}\n`,
    );
    expect(rate, `missed:\n${missed.map((d) => `${d.class}: ${d.cmd}`).join("\n")}`).toBeLessThanOrEqual(0.05);
  });

  it("asks about no ordinary command", () => {
    const asked = ordinary
      .filter((o) => asks(o.cmd))
      .map((o) => {
        const v = classifyCommand(o.cmd);
        return `${o.cmd}  =>  ${v.kind === "destructive" ? v.findings.map((f) => f.id).join(",") : v.kind === "unreadable" ? v.reason : ""}`;
      });
    process.stdout.write(`[careful ${set || "main"}] ordinary asked: ${asked.length}/${ordinary.length}\n`);
    expect(asked).toEqual([]);
  });
});
