import { describe, expect, it } from "vitest";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { BIN, gitRepo, run, sandbox } from "../helpers/state.ts";

const line = (o: object) => `${JSON.stringify(o)}\n`;

describe("gstack-jsonl-merge", () => {
  it("writes the union to <ours>: duplicates once, ts order, then hash order, deterministic", () => {
    const sb = sandbox();
    const [base, ours, theirs] = ["base", "ours", "theirs"].map((n) => join(sb.work, `${n}.jsonl`)) as [
      string,
      string,
      string,
    ];
    const a = line({ ts: "2026-01-01T00:00:00Z", n: "a" });
    const b = line({ ts: "2026-01-02T00:00:00Z", n: "b" });
    writeFileSync(base, a + b);
    writeFileSync(ours, `${a + b + line({ ts: "2026-01-04T00:00:00Z", n: "ours" })}not json\n\n`);
    writeFileSync(
      theirs,
      a +
        b +
        line({ timestamp: "2026-01-03T00:00:00Z", n: "theirs" }) +
        line({ n: "no-ts" }) +
        line({ ts: "2026-01-02T00:00:00Z", n: "a-tie" }),
    );
    const r = run(sb, "jsonl-merge", [base, ours, theirs]);
    expect(r).toMatchObject({ status: 0, stdout: "", stderr: "" });
    const merged = readFileSync(ours, "utf8").split("\n");
    expect(merged.pop()).toBe("");
    expect(merged.slice(0, 5).map((l) => JSON.parse(l).n)).toEqual(["a", "a-tie", "b", "theirs", "ours"]);
    expect(merged.slice(5).sort()).toEqual(["not json", '{"n":"no-ts"}']);
    // The other side of the merge (ours and theirs swapped) produces the same bytes.
    const ours2 = join(sb.work, "ours2.jsonl");
    writeFileSync(ours2, readFileSync(theirs));
    writeFileSync(theirs, `${a + b + line({ ts: "2026-01-04T00:00:00Z", n: "ours" })}not json\n`);
    expect(run(sb, "jsonl-merge", [base, ours2, theirs]).status).toBe(0);
    expect(readFileSync(ours2, "utf8")).toBe(readFileSync(ours, "utf8"));
  });

  it("treats missing files as empty and keeps bytes that are not UTF-8", () => {
    const sb = sandbox();
    const ours = join(sb.work, "ours.jsonl");
    const odd = Buffer.from([0x7b, 0x22, 0x78, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d, 0x0a]); // {"x":"\xff\xfe"}
    writeFileSync(join(sb.work, "theirs.jsonl"), odd);
    expect(run(sb, "jsonl-merge", [join(sb.work, "nobase"), ours, join(sb.work, "theirs.jsonl")]).status).toBe(0);
    expect(readFileSync(ours).equals(odd)).toBe(true);
    expect(run(sb, "jsonl-merge", [join(sb.work, "x"), join(sb.work, "empty"), join(sb.work, "y")]).status).toBe(0);
    expect(readFileSync(join(sb.work, "empty"), "utf8")).toBe("");
  });

  it("works as git's merge driver: two branches' appends both survive", () => {
    const sb = sandbox();
    const repo = join(sb.work, "repo");
    gitRepo(repo, "main");
    const git = (...a: string[]) => {
      const r = spawnSync("git", a, { cwd: repo, encoding: "utf8", env: { ...sb.env, HOME: repo } });
      return { status: r.status, out: r.stdout + r.stderr };
    };
    git("config", "merge.jsonl-append.driver", `${join(BIN, "gstack-jsonl-merge")} %O %A %B`);
    writeFileSync(join(repo, ".gitattributes"), "*.jsonl merge=jsonl-append\n");
    writeFileSync(join(repo, "t.jsonl"), line({ ts: "2026-01-01T00:00:00Z", n: 0 }));
    git("add", ".");
    git("commit", "-qm", "base");
    git("checkout", "-qb", "other");
    writeFileSync(
      join(repo, "t.jsonl"),
      readFileSync(join(repo, "t.jsonl"), "utf8") + line({ ts: "2026-01-03T00:00:00Z", n: "theirs" }),
    );
    git("commit", "-qam", "theirs");
    git("checkout", "-q", "main");
    writeFileSync(
      join(repo, "t.jsonl"),
      readFileSync(join(repo, "t.jsonl"), "utf8") + line({ ts: "2026-01-02T00:00:00Z", n: "ours" }),
    );
    git("commit", "-qam", "ours");
    const m = git("merge", "-q", "--no-edit", "other");
    expect(m.status, m.out).toBe(0);
    expect(
      readFileSync(join(repo, "t.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).n),
    ).toEqual([0, "ours", "theirs"]);
  });

  it.each([
    [[], /expected 3 arguments \(base ours theirs\), got 0/],
    [["a", "b"], /expected 3 arguments/],
    [["a", "b", "c", "d"], /expected 3 arguments/],
    [["--x", "a", "b", "c"], /unknown flag --x/],
  ])("rejects %j with exit 2", (args, msg) => {
    const r = run(sandbox(), "jsonl-merge", args as string[]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(msg);
  });

  it("exits 3 when a file cannot be read, leaving ours alone", () => {
    const sb = sandbox();
    const dir = join(sb.work, "d");
    mkdirSync(dir);
    const ours = join(sb.work, "ours.jsonl");
    writeFileSync(ours, "keep\n");
    const r = run(sb, "jsonl-merge", [dir, ours, join(sb.work, "none")]);
    expect(r.status).toBe(3);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(readFileSync(ours, "utf8")).toBe("keep\n");
    if (process.getuid?.() !== 0) {
      chmodSync(ours, 0o000);
      expect(run(sb, "jsonl-merge", [join(sb.work, "x"), ours, join(sb.work, "y")]).status).toBe(3);
    }
    expect(existsSync(ours) && statSync(ours).isFile()).toBe(true);
  });

  it("treats CRLF and LF copies of a record as one record, written with LF", () => {
    const sb = sandbox();
    const [base, ours, theirs] = ["base", "ours", "theirs"].map((n) => join(sb.work, n));
    writeFileSync(base!, '{"ts":"2026-01-01T00:00:00Z","a":1}\n');
    writeFileSync(ours!, '{"ts":"2026-01-01T00:00:00Z","a":1}\r\n{"ts":"2026-01-02T00:00:00Z","b":2}\r\n');
    writeFileSync(theirs!, '{"ts":"2026-01-01T00:00:00Z","a":1}\n{"ts":"2026-01-02T00:00:00Z","b":2}\n');
    expect(run(sb, "jsonl-merge", [base!, ours!, theirs!]).status).toBe(0);
    expect(readFileSync(ours!, "utf8")).toBe(
      '{"ts":"2026-01-01T00:00:00Z","a":1}\n{"ts":"2026-01-02T00:00:00Z","b":2}\n',
    );
  });
});

describe("gstack-jsonl-merge three-way", () => {
  it("keeps lines removed on either side removed, and one copy of CRLF/LF twins", () => {
    const sb = sandbox();
    const [base, ours, theirs] = ["base", "ours", "theirs"].map((n) => join(sb.work, `${n}.jsonl`)) as [
      string,
      string,
      string,
    ];
    const a = line({ ts: "2026-01-01T00:00:00Z", n: "a" });
    const b = line({ ts: "2026-01-02T00:00:00Z", n: "b" });
    const c = line({ ts: "2026-01-03T00:00:00Z", n: "c" });
    writeFileSync(base, a + b + c);
    // ours compacted a away and added d; theirs retired (removed) c, added e with CRLF, and kept b as CRLF.
    writeFileSync(ours, b + c + line({ ts: "2026-01-04T00:00:00Z", n: "d" }));
    writeFileSync(
      theirs,
      a + b.replace("\n", "\r\n") + line({ ts: "2026-01-05T00:00:00Z", n: "e" }).replace("\n", "\r\n"),
    );
    expect(run(sb, "jsonl-merge", [base, ours, theirs]).status).toBe(0);
    const text = readFileSync(ours, "utf8");
    expect(text).not.toContain("\r");
    expect(
      text
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).n),
    ).toEqual(["b", "d", "e"]);
  });
});
