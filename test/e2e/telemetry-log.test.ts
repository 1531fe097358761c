import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gitRepo, run, runAsync, sandbox, type Sandbox } from "../helpers/state.ts";
import { expectRejected } from "../helpers/snapshot.ts";
import { assertJsonlSchema } from "../helpers/schema.ts";

const file = (sb: Sandbox) => join(sb.root, "analytics", "skill-usage.jsonl");

function on(sb: Sandbox, tier = "anonymous"): void {
  mkdirSync(sb.root, { recursive: true });
  writeFileSync(join(sb.root, "config.yaml"), `telemetry: ${tier}\n`);
}

describe("gstack-telemetry-log", () => {
  it("writes nothing with telemetry off (the default) or DO_NOT_TRACK=1", () => {
    const sb = sandbox();
    expect(run(sb, "telemetry-log", ["--skill", "qa", "--json"])).toMatchObject({ status: 0, stdout: "", stderr: "" });
    expect(existsSync(file(sb))).toBe(false);
    on(sb, "community");
    expect(run(sb, "telemetry-log", ["--skill", "qa"], { env: { DO_NOT_TRACK: "1" } }).status).toBe(0);
    expect(existsSync(file(sb))).toBe(false);
  });

  it("with telemetry on, appends gstack's v1 record with every flag", () => {
    const sb = sandbox();
    gitRepo(sb.work, "feat/x");
    on(sb);
    const r = run(sb, "telemetry-log", [
      "--skill",
      "qa",
      "--duration",
      "142",
      "--outcome",
      "error",
      "--used-browse",
      "true",
      "--session-id",
      "12345-1710756600",
      "--error-class",
      "TimeoutError",
      "--error-message",
      "browser timed out",
      "--failed-step",
      "navigate",
      "--event-type",
      "skill_run",
      "--source",
      "eval",
      "--json",
    ]);
    expect(r).toMatchObject({ status: 0, stderr: "" });
    const rec = JSON.parse(r.stdout);
    expect(rec).toMatchObject({
      v: 1,
      event_type: "skill_run",
      skill: "qa",
      session_id: "12345-1710756600",
      duration_s: 142,
      outcome: "error",
      error_class: "TimeoutError",
      error_message: "browser timed out",
      failed_step: "navigate",
      used_browse: true,
      installation_id: null,
      source: "eval",
      _repo_slug: "test-project",
      _branch: "feat-x",
    });
    expect(rec.ts).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const [stored] = assertJsonlSchema("skill-usage.schema.json", file(sb));
    expect(stored).toEqual(rec);
    expect(statSync(file(sb)).mode & 0o777).toBe(0o600);
    const env = run(sb, "telemetry-log", ["--skill", "qa", "--json"], { env: { GSTACK_TELEMETRY_SOURCE: "ci" } });
    expect(JSON.parse(env.stdout)).toMatchObject({
      source: "ci",
      outcome: "unknown",
      duration_s: null,
      used_browse: false,
    });
  });

  it("finishes stale pending markers and clears its own", () => {
    const sb = sandbox();
    on(sb);
    mkdirSync(join(sb.root, "analytics"), { recursive: true });
    writeFileSync(join(sb.root, "analytics", ".pending-s1"), '{"skill":"review","ts":"2026-01-01T00:00:00Z"}');
    writeFileSync(join(sb.root, "analytics", ".pending-s2"), '{"skill":"qa","ts":"2026-01-01T00:00:00Z"}');
    expect(run(sb, "telemetry-log", ["--skill", "qa", "--session-id", "s2", "--outcome", "success"]).status).toBe(0);
    expect(readdirSync(join(sb.root, "analytics"))).toEqual(["skill-usage.jsonl"]);
    const recs = assertJsonlSchema("skill-usage.schema.json", file(sb)) as { skill: string; outcome: string }[];
    expect(recs.map((r) => [r.skill, r.outcome])).toEqual([
      ["review", "unknown"],
      ["qa", "success"],
    ]);
  });

  it("20 parallel calls all land", async () => {
    const sb = sandbox();
    on(sb);
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        runAsync(sb, "telemetry-log", ["--skill", `s${i}`, "--duration", String(i)]),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(20).fill(0));
    expect(assertJsonlSchema("skill-usage.schema.json", file(sb))).toHaveLength(20);
  });

  it("is fire-and-forget: hostile values are sanitised and logged, never refused", () => {
    const sb = sandbox();
    on(sb);
    const calls = [
      [
        "--skill",
        'review","injected":"true',
        "--outcome",
        'success\nfake":"true',
        "--session-id",
        'id\\"","x":"y',
        "--error-class",
        'timeout","extra":"val',
      ],
      ["--skill", "a".repeat(250), "--duration", "soon", "--used-browse", "yes"],
      ["--event-type", "upgrade_prompted", "--skill", "", "--outcome", "success", "--duration", "-5"],
      [],
    ];
    for (const args of calls) expect(run(sb, "telemetry-log", args)).toMatchObject({ status: 0, stderr: "" });
    const [a, b, c, d] = assertJsonlSchema("skill-usage.schema.json", file(sb)) as Record<string, unknown>[];
    expect(a).toMatchObject({
      skill: "review,injected:true",
      outcome: "successfake:true",
      session_id: "id,x:y",
      error_class: "timeout,extra:val",
    });
    expect(Object.keys(a!)).not.toContain("injected");
    expect(b).toMatchObject({ skill: "a".repeat(200), duration_s: null, used_browse: false });
    expect(c).toMatchObject({ event_type: "upgrade_prompted", skill: "", duration_s: null });
    expect(d).toMatchObject({ skill: "", event_type: "skill_run", outcome: "unknown" });
  });

  it("an unknown tier in config.yaml counts as off; gstack-config set of one stores off with a warning", () => {
    const sb = sandbox();
    on(sb, "invalid_value");
    expect(run(sb, "telemetry-log", ["--skill", "qa"]).status).toBe(0);
    expect(existsSync(file(sb))).toBe(false);
    const set = run(sb, "config", ["set", "telemetry", "loud"]);
    expect(set.status).toBe(0);
    expect(set.stderr).toMatch(
      /^gstack-config: telemetry: "loud" is not one of off, anonymous, community; stored off\n$/,
    );
    expect(run(sb, "config", ["get", "telemetry"]).stdout).toBe("off\n");
  });

  it("community tier: installation_id is a UUID kept under the state root; anonymous: null", () => {
    const sb = sandbox();
    on(sb, "community");
    expect(run(sb, "telemetry-log", ["--skill", "qa"]).status).toBe(0);
    expect(run(sb, "telemetry-log", ["--skill", "qa"]).status).toBe(0);
    const idFile = join(sb.root, "installation-id");
    const id = readFileSync(idFile, "utf8").trim();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(statSync(idFile).mode & 0o777).toBe(0o600);
    on(sb, "anonymous");
    expect(run(sb, "telemetry-log", ["--skill", "qa"]).status).toBe(0);
    const recs = assertJsonlSchema("skill-usage.schema.json", file(sb)) as { installation_id: unknown }[];
    expect(recs.map((r) => r.installation_id)).toEqual([id, id, null]);
    expect(existsSync(join(sb.home, ".gstack"))).toBe(false);
  });

  it("masks credential spans in --error-message and keeps the rest; drops messages it cannot mask safely", () => {
    const sb = sandbox();
    on(sb);
    const token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
    const pemBody = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC";
    for (const m of [
      `push failed: auth ${token} rejected by remote`,
      `Error: file "test.txt" not found`,
      `deploy failed: -----BEGIN PRIVATE KEY----- ${pemBody}`,
      "API_KEY=8Fk2pQ9vXz4wL7mN3rT6yB1cD5eG0hJq rejected by daemon",
      "x".repeat(300),
    ])
      expect(run(sb, "telemetry-log", ["--skill", "qa", "--outcome", "error", "--error-message", m]).status).toBe(0);
    const raw = readFileSync(file(sb), "utf8");
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(pemBody);
    expect(raw).not.toContain("8Fk2pQ9vXz4wL7mN3rT6yB1cD5eG0hJq");
    const msgs = (assertJsonlSchema("skill-usage.schema.json", file(sb)) as { error_message: string | null }[]).map(
      (r) => r.error_message,
    );
    expect(msgs[0]).toMatch(/^push failed: auth <REDACTED-[\w.-]+> rejected by remote$/);
    expect(msgs[1]).toBe('Error: file "test.txt" not found');
    expect(msgs[2]).toBeNull();
    expect(msgs[3]).toBeNull();
    expect(msgs[4]).toBe("x".repeat(200));
  });

  it("fails closed: error_message is null when the redaction step cannot run", () => {
    const sb = sandbox();
    on(sb);
    const stub = join(sb.home, "stub-bin");
    mkdirSync(stub);
    writeFileSync(join(stub, "bun"), "#!/bin/sh\nexit 127\n", { mode: 0o755 });
    const token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
    const r = run(sb, "telemetry-log", ["--skill", "qa", "--error-message", `auth ${token} rejected`], {
      env: { PATH: `${stub}:${process.env.PATH}` },
    });
    expect(r.status).toBe(0);
    const [rec] = assertJsonlSchema("skill-usage.schema.json", file(sb)) as { error_message: unknown }[];
    expect(rec!.error_message).toBeNull();
    expect(readFileSync(file(sb), "utf8")).not.toContain(token);
  });

  it("takes gstack's security-event flags into the security_* fields", () => {
    const sb = sandbox();
    on(sb);
    const sec = ["--url-domain", 'evil.example"x', "--payload-hash", "ab12", "--layer", "l2", "--verdict", "block"];
    for (const c of ["0.91234", "7", "abc"])
      expect(run(sb, "telemetry-log", ["--skill", "qa", ...sec, "--confidence", c]).status).toBe(0);
    expect(run(sb, "telemetry-log", ["--skill", "qa"]).status).toBe(0);
    const recs = assertJsonlSchema("skill-usage.schema.json", file(sb)) as Record<string, unknown>[];
    expect(recs[0]).toMatchObject({
      security_url_domain: "evil.examplex",
      security_payload_hash: "ab12",
      security_confidence: 0.9123,
      security_layer: "l2",
      security_verdict: "block",
    });
    // As gstack's awk: out of 0..1 is null, text without a leading number counts as 0.
    expect(recs.map((r) => r.security_confidence)).toEqual([0.9123, null, 0, null]);
    expect(recs[3]).toMatchObject({
      security_url_domain: null,
      security_payload_hash: null,
      security_layer: null,
      security_verdict: null,
    });
  });

  it("skips unknown flags and stray words, as gstack's logger does, and keeps the record", () => {
    const sb = sandbox();
    on(sb);
    const r = run(sb, "telemetry-log", [
      "--new-flag",
      "--skill",
      "qa",
      "stray",
      "--future",
      "x",
      "--outcome=success",
      "--json",
    ]);
    expect(r).toMatchObject({ status: 0, stderr: "" });
    expect(JSON.parse(r.stdout)).toMatchObject({ skill: "qa", outcome: "success" });
    expect(assertJsonlSchema("skill-usage.schema.json", file(sb))).toHaveLength(1);
  });

  it("never runs a bun from the working folder through a relative PATH entry", () => {
    const sb = sandbox();
    on(sb);
    writeFileSync(join(sb.work, "bun"), `#!/bin/sh\ntouch "${join(sb.work, "PWNED")}"\nprintf '"forged"'\n`, {
      mode: 0o755,
    });
    const r = run(sb, "telemetry-log", ["--skill", "qa", "--error-message", "disk full"], {
      env: { PATH: `.:${process.env.PATH}` },
    });
    expect(r.status).toBe(0);
    expect(existsSync(join(sb.work, "PWNED"))).toBe(false);
    const [rec] = assertJsonlSchema("skill-usage.schema.json", file(sb)) as { error_message: unknown }[];
    expect(rec!.error_message).toBe("disk full");
  });

  it.each([[["--skill"], 2, /--skill needs a value/]])(
    "rejects %j with exit %i, writing nothing",
    (args, code, msg) => {
      const sb = sandbox();
      on(sb);
      expectRejected(sb, "telemetry-log", args as string[], code as number, msg as RegExp);
    },
  );

  it("rejects a .. project slug", () => {
    const sb = sandbox();
    on(sb);
    const r = run(sb, "telemetry-log", ["--skill", "qa"], { env: { GSTACK_PROJECT_SLUG: ".." } });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/GSTACK_PROJECT_SLUG/);
    expect(existsSync(file(sb))).toBe(false);
  });
});
