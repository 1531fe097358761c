import { describe, expect, it } from "vitest";
import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chunks } from "../../lib/sync/engine.ts";
import { sandbox } from "../helpers/state.ts";
import { bareRemote, machine, ok } from "./helpers.ts";

const lines = (n: number, from = 0) =>
  Buffer.from(
    Array.from(
      { length: n },
      (_, i) =>
        `${JSON.stringify({ type: "pitfall", key: `k${from + i}`, insight: "x".repeat(200), confidence: 5, ts: "2026-11-30T00:00:00Z", trusted: false })}\n`,
    ).join(""),
  );

describe("JSONL parts in the shared tree", () => {
  it("cuts at line ends, joins back to the same bytes, and an append changes only the last part", () => {
    const data = lines(12_000);
    const parts = chunks(data);
    expect(parts.length).toBeGreaterThan(2);
    expect(Buffer.concat(parts).equals(data)).toBe(true);
    for (const p of parts) expect(p[p.length - 1]).toBe(0x0a);
    const grown = chunks(Buffer.concat([data, lines(10, 12_000)]));
    expect(grown.slice(0, parts.length - 1).map((p) => p.toString("hex"))).toEqual(
      parts.slice(0, -1).map((p) => p.toString("hex")),
    );
    expect(chunks(Buffer.alloc(0))).toEqual([]);
    expect(Buffer.concat(chunks(Buffer.from("no newline at all"))).toString()).toBe("no newline at all");
  });

  it("a big learnings file reaches another machine whole, and an append sends one part", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    const b = machine("app-b");
    a.learn({ type: "pitfall", key: "first", insight: "first", confidence: 5 });
    const file = join(a.sb.root, "projects", "app-a", "learnings.jsonl");
    appendFileSync(file, lines(12_000));
    ok(a.run("sync", ["init", remote]));
    appendFileSync(file, lines(3, 50_000));
    const r = JSON.parse(ok(a.run("sync", ["now", "--json"])).stdout) as { own: { pushed: number } };
    expect(r.own.pushed).toBe(1);
    ok(b.run("sync", ["init", remote]));
    const dev = (JSON.parse(readFileSync(join(a.sb.root, ".sync", "device.json"), "utf8")) as { id: string }).id;
    expect(
      readFileSync(join(b.sb.root, "remote", dev, "projects", "app-b", "learnings.jsonl")).equals(readFileSync(file)),
    ).toBe(true);
  });
});
