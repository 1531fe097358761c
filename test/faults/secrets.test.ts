// Secrets never reach disk: every credential shape below, given to every writer (the real bin/
// commands), must leave no trace of the secret in any file under the state root.
import { describe, expect, it } from "vitest";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runAsync, sandbox, type Sandbox, type RunResult } from "../helpers/state.ts";
import { snapshot } from "../helpers/snapshot.ts";
import { readFileSync } from "node:fs";
import { redactSecrets } from "../../lib/records/redact.ts";

// Built from pieces so that no scanner mistakes this file for a leak; every value is made up.
const j = (...p: string[]) => p.join("");
const PEM_BODY = j("MIIEowIBAAKCAQEA7b", "Qx2Vn9Kp4Lw8Zt3Yr6Hs1Jd5Fg0Mc");

/** [name, text as a writer would receive it, the part that must not be stored, kind expected]. */
export const SHAPES: [string, string, string, string][] = [
  [
    "anthropic",
    `key ${j("sk-ant-api03-", "Xq7Lk2Vw9Rt4Yp1Mn8Bc5Df3Gh6Jk0")} in .env`,
    j("api03-", "Xq7Lk2Vw9Rt4Yp1Mn8Bc5Df3Gh6Jk0"),
    "anthropic.key",
  ],
  [
    "github pat",
    `push with ${j("ghp_", "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8")}`,
    j("a1B2c3D4e5F6g7H8i9J0", "k1L2m3N4o5P6q7R8"),
    "github.pat",
  ],
  ["token=", `curl 'https://api.example.com/v1?token=${j("9fQ2mZ7", "xK4pL8wR")}'`, j("9fQ2mZ7", "xK4pL8wR"), "env.kv"],
  [
    "stripe sk_live",
    `billing uses ${j("sk_live_", "51HqLyjWDarjtT1zdp7dc4eC39")}`,
    j("51HqLyjWDarjtT1", "zdp7dc4eC39"),
    "stripe.secret",
  ],
  [
    "stripe rk_live",
    `restricted ${j("rk_live_", "51HqRestrictedKey9ZxY8wV7u")}`,
    j("51HqRestricted", "Key9ZxY8wV7u"),
    "stripe.secret",
  ],
  ["gitlab", `CI token ${j("glpat-", "Zx9Yw8Vu7Ts6Rq5Po4Nm")} expires`, j("Zx9Yw8Vu7T", "s6Rq5Po4Nm"), "gitlab.token"],
  [
    "npm",
    `publish with ${j("npm_", "Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2")}`,
    j("Ab1Cd2Ef3Gh4Ij5Kl6M", "n7Op8Qr9St0Uv1Wx2"),
    "npm.token",
  ],
  [
    "google ya29",
    `access ${j("ya29.", "a0AfH6SMBx7Yq2Lk9Wv3Rt8Zp1Nm4Bc")}`,
    j("a0AfH6SMBx7Yq2", "Lk9Wv3Rt8Zp1Nm4Bc"),
    "google.oauth_token",
  ],
  [
    "aws secret",
    `aws_secret_access_key = ${j("wJalrXUtnFEMI/K7MDENG/", "bPxRfiCYEXAMPLEKEY")}`,
    j("wJalrXUtnFEMI/K7MDENG/", "bPxRfiCYEXAMPLEKEY"),
    "aws.secret_key",
  ],
  ["aws access key", `id ${j("AKIA", "IOSFODNN7EXAMPLE")}`, j("AKIA", "IOSFODNN7EXAMPLE"), "aws.access_key"],
  [
    "bearer",
    `sent Authorization: Bearer ${j("eyQ2x.Kp9Lm", "4Zr7Wt1Yv8Bn")} to the API`,
    j("eyQ2x.Kp9Lm", "4Zr7Wt1Yv8Bn"),
    "auth.bearer",
  ],
  [
    "url password",
    `clone https://deploy:${j("S3cr3t", "Pass99")}@git.example.com/app.git`,
    j("S3cr3t", "Pass99"),
    "creds.basic_auth_url",
  ],
  [
    "dsn url",
    `DATABASE_URL=postgres://app:${j("hunt", "er2pw")}@db.internal:5432/app`,
    j("hunt", "er2pw"),
    "db.url_with_password",
  ],
  ["dsn keywords", `Server=db;User Id=sa;Password=${j("Pa55", "w0rd!")};Database=app`, j("Pa55", "w0rd!"), "env.kv"],
  [
    "slack webhook",
    `alerts go to https://hooks.slack.com/services/T0123ABCD/B0456EFGH/${j("abcdefghij", "klmnopqrstuvwx")}`,
    j("abcdefghij", "klmnopqrstuvwx"),
    "slack.webhook",
  ],
  ["slack token", `bot ${j("xoxb-", "123456789012-abcdefghijkl")}`, j("123456789012-", "abcdefghijkl"), "slack.token"],
  [
    "sendgrid",
    `mail key ${j("SG.", "ngeVfQFYQlKU0ufo8x5d1A", ".", "TwL2iGABf9DHoTf-09kqeF8tAmbihYzrnopKc-1s5cr")}`,
    j("ngeVfQFYQlKU0ufo8x5d1A"),
    "sendgrid.key",
  ],
  [
    "twilio",
    `twilio auth token ${j("9f8e7d6c5b4a3928", "1706f5e4d3c2b1a0")}`,
    j("9f8e7d6c5b4a3928", "1706f5e4d3c2b1a0"),
    "twilio.auth_token",
  ],
  ["password is", `the staging password is ${j("hunt", "er42x")} for now`, j("hunt", "er42x"), "creds.password"],
  [
    "jwt",
    `session ${j("eyJhbGciOiJIUzI1NiJ9", ".", "eyJzdWIiOiIxMjM0NTY3ODkwIn0", ".", "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U")}`,
    j("dozjgNryP4J3jVmNHl0w5N"),
    "jwt",
  ],
  ["openai", `model key ${j("sk-proj-", "Ab12Cd34Ef56Gh78Ij90Kl12")}`, j("Ab12Cd34Ef56Gh78", "Ij90Kl12"), "openai.key"],
  ["pem", `key -----BEGIN RSA PRIVATE KEY----- ${PEM_BODY} -----END RSA PRIVATE KEY-----`, PEM_BODY, "pem.private_key"],
  [
    "quoted passphrase",
    `DB_PASSWORD="${j("correct horse ", "battery staple")}"`,
    j("correct horse ", "battery staple"),
    "env.kv",
  ],
];

/** Each writer stores `text` in its free-text field; runs the real command. */
const WRITERS: [string, (sb: Sandbox, text: string, i: number) => Promise<RunResult>][] = [
  [
    "learnings-log",
    (sb, t, i) =>
      runAsync(sb, "learnings-log", [
        JSON.stringify({
          skill: "review",
          type: "operational",
          key: `k${i}`,
          insight: t,
          confidence: 5,
          source: "observed",
        }),
      ]),
  ],
  [
    "timeline-log",
    (sb, t) =>
      runAsync(sb, "timeline-log", [
        JSON.stringify({ skill: "review", event: "completed", outcome: "success", note: t }),
        "--strict",
      ]),
  ],
  [
    "review-log",
    (sb, t) =>
      runAsync(sb, "review-log", [
        JSON.stringify({ skill: "review", status: "clean", summary: t, findings: [{ note: t }] }),
      ]),
  ],
  ["eureka-log", (sb, t) => runAsync(sb, "eureka-log", [JSON.stringify({ skill: "office-hours", insight: t })])],
  [
    "builder-profile",
    (sb, t) =>
      runAsync(sb, "builder-profile", ["log", JSON.stringify({ mode: "builder", assignment: t, topics: [t] })]),
  ],
  ["taste-update", (sb, t) => runAsync(sb, "taste-update", ["approved", t, "--reason", `colors: navy; ${t}`])],
  [
    "telemetry-log",
    (sb, t) =>
      runAsync(sb, "telemetry-log", ["--skill", "qa", "--outcome", "error", "--error-message", t, "--failed-step", t]),
  ],
  [
    "security-log",
    (sb, t) =>
      runAsync(sb, "security-log", ["-"], {
        input: JSON.stringify({ payload: t, url_domain: "https://deploy:S3cr3tPass99@evil.example.com/x" }),
      }),
  ],
  [
    "artifact put",
    (sb, t) =>
      runAsync(sb, "artifact", ["put", "checkpoint", "--title", t], { input: `# Checkpoint\n\nNotes: ${t}\n` }),
  ],
];

function storedText(root: string): string {
  const parts: string[] = [];
  for (const [rel, e] of snapshot(root))
    if (e.type === "file") parts.push(`${rel}\n${readFileSync(join(root, rel), "utf8")}`);
  return parts.join("\n");
}

describe("secrets never reach disk", () => {
  it("redactSecrets names the kind of each of the shapes", () => {
    for (const [name, text, secret, kind] of SHAPES) {
      const out = redactSecrets(text);
      expect(out, name).not.toContain(secret);
      expect(out, name).toContain(`<REDACTED-${kind}>`);
    }
  });

  it("replaces a multi-line PEM private key whole and keeps the text around it", () => {
    const pem = `before\n-----BEGIN OPENSSH PRIVATE KEY-----\n${PEM_BODY}\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\nafter`;
    expect(redactSecrets(pem)).toBe("before\n<REDACTED-pem.private_key>\nafter");
    expect(redactSecrets(`cut: -----BEGIN PRIVATE KEY-----\n${PEM_BODY}`)).toBe("cut: <REDACTED-pem.private_key>");
  });

  it("leaves ordinary project text alone", () => {
    for (const t of [
      "The password is required on the login form; the token refresh runs every 5 minutes.",
      "Use the cache key from build.ts; the API key lives in the vault, never in the repo.",
      "git rev-parse HEAD gives 3f1c2d9a8b7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a",
      "connect with postgres://app@localhost/app (no password locally)",
      "DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app in CI",
      "password: <your-password> in the example config",
      "tests pass: 42 of 50 on the first run",
    ])
      expect(redactSecrets(t)).toBe(t);
  });

  it.each(WRITERS)(
    "%s stores none of the secret shapes",
    async (name, write) => {
      const sb = sandbox();
      mkdirSync(sb.root, { recursive: true, mode: 0o700 });
      writeFileSync(join(sb.root, "config.yaml"), "telemetry: anonymous\n", { mode: 0o600 });
      const leaked: string[] = [];
      for (let i = 0; i < SHAPES.length; i += 4) {
        const batch = SHAPES.slice(i, i + 4);
        const rs = await Promise.all(batch.map(([, text], k) => write(sb, text, i + k)));
        rs.forEach((r, k) => expect(r.status, `${name} / ${batch[k]![0]}: ${r.stderr}`).toBe(0));
      }
      const stored = storedText(sb.root);
      for (const [shape, , secret] of SHAPES) if (stored.includes(secret)) leaked.push(shape);
      expect(leaked, `${name} stored these secrets verbatim`).toEqual([]);
    },
    60_000,
  );
});
