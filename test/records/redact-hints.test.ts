// redactSecrets skips a pattern none of whose hints is in the text (decision 0083). That changes
// nothing only if every text a pattern can redact holds one of its hints: checked pattern by
// pattern on strings fast-check generates from the pattern's own regex (mixed case, embedded in
// other text, several secrets in one text), on the credential shapes of the secrets fault test
// and on the strings of the record tests; and redaction with hints compared with the table
// applied in full.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SECRET_PATTERNS, redactSecrets, redactWith, type SecretPattern } from "../../lib/records/redact.ts";

const TEST = join(import.meta.dirname, "..");

/** The credential shapes of test/faults/secrets.test.ts, evaluated from its source (importing it would run it). */
function faultShapes(): string[] {
  const src = readFileSync(join(TEST, "faults", "secrets.test.ts"), "utf8");
  const body = src.slice(
    src.indexOf("export const SHAPES"),
    src.indexOf("\n];", src.indexOf("export const SHAPES")) + 3,
  );
  const arr = body.slice(body.indexOf("= [") + 2);
  const j = (...p: string[]) => p.join("");
  const PEM_BODY = j("MIIEowIBAAKCAQEA7b", "Qx2Vn9Kp4Lw8Zt3Yr6Hs1Jd5Fg0Mc");
  const shapes = new Function("j", "PEM_BODY", `return ${arr}`)(j, PEM_BODY) as [string, string, string, string][];
  return shapes.map((s) => s[1]);
}

/** Every quoted string of the record tests that check redaction. */
function literalsOf(file: string): string[] {
  const src = readFileSync(join(TEST, file), "utf8");
  return [...src.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$]|\\.)*)`/g)].map((m) =>
    (m[1] ?? m[2] ?? m[3] ?? "").replace(/\\(.)/g, "$1"),
  );
}

const shapes = faultShapes();
const fixed = [
  ...shapes,
  ...[
    "records/learnings.test.ts",
    "records/reviews.test.ts",
    "records/telemetry.test.ts",
    "records/taste.test.ts",
    "faults/security.test.ts",
    "e2e/learnings-log.test.ts",
  ].flatMap(literalsOf),
];

/**
 * Strings shaped by a pattern's regex. fast-check takes no i flag, \b, lookarounds, named
 * groups or back references: \b becomes a space, lookarounds go, `(?<secret>` is a plain group
 * and \1 a quote (the result is then tested against the real pattern); nothing around it.
 */
function shaped(p: SecretPattern): fc.Arbitrary<string> {
  const src = p.re.source
    .replace(/\(\?<?[!=](?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, "")
    .replace(/\\b/g, " ")
    .replace(/\(\?<secret>/g, "(")
    .replace(/\\1/g, "[\"']");
  return fc.stringMatching(new RegExp(`^(?:${src})$`));
}

/** Whether the pattern would redact something in text (its `near` holds and it matches a secret). */
function redacts(p: SecretPattern, text: string): boolean {
  if (p.near && !p.near.test(text)) return false;
  p.re.lastIndex = 0;
  const hit = p.re.test(text);
  p.re.lastIndex = 0;
  return hit;
}
const hinted = (p: SecretPattern, text: string) => p.hints.some((h) => text.toLowerCase().includes(h));

const mixCase = (text: string, flips: number[]) => {
  const chars = [...text];
  for (const f of flips)
    chars[f % chars.length] = f % 2 ? chars[f % chars.length]!.toUpperCase() : chars[f % chars.length]!.toLowerCase();
  return chars.join("");
};

describe("redaction pattern hints", () => {
  it("the fault test's shapes were read", () => {
    expect(shapes.length).toBeGreaterThanOrEqual(20);
    expect(shapes.every((s) => redactSecrets(s) !== s)).toBe(true);
  });

  it("every fixed text a pattern matches holds one of its hints, and redacts the same", () => {
    for (const t of fixed) {
      for (const p of SECRET_PATTERNS) if (redacts(p, t)) expect(hinted(p, t), `${p.kind}: ${t}`).toBe(true);
      expect(redactWith(t, true)).toBe(redactWith(t, false));
    }
  });

  it.each(SECRET_PATTERNS.map((p, i) => [i, p.kind, p] as const))(
    "pattern %i (%s) on strings generated from its regex",
    (i, _kind, p) => {
      let matched = 0;
      const near = p.near
        ? fc.constantFrom(
            "aws: ",
            "secret_key ",
            "access-key: ",
            "twilio ",
            "AUTH_TOKEN=",
            "AC0123456789abcdef0123456789abcdef ",
          )
        : fc.constant("");
      fc.assert(
        fc.property(
          shaped(p),
          near,
          fc.array(fc.nat(), { maxLength: 20 }),
          fc.constantFrom("", "see ", "x", "export ", "\n"),
          (s, before, flips, pre) => {
            for (const t of [pre + before + s, `${pre + before + mixCase(s, flips)} done`]) {
              if (!redacts(p, t)) continue;
              matched++;
              if (!hinted(p, t)) return false;
              if (redactWith(t, true) !== redactWith(t, false)) return false;
            }
            return true;
          },
        ),
        { seed: 830 + i, numRuns: 200 },
      );
      process.stdout.write(`[hints] ${p.kind}: ${matched} generated matches\n`);
      expect(matched).toBeGreaterThan(50);
    },
  );

  it("texts holding several secrets redact the same with hints as without", () => {
    // A later pattern sees the text as earlier ones left it (<REDACTED-...> may satisfy a `near`).
    const anySecret = fc.oneof(...SECRET_PATTERNS.map(shaped), fc.constantFrom(...shapes));
    fc.assert(
      fc.property(
        fc.array(anySecret, { minLength: 2, maxLength: 5 }),
        fc.constantFrom(" ", " and ", "; ", "\n"),
        (parts, sep) => {
          const t = parts.join(sep);
          return redactWith(t, true) === redactWith(t, false);
        },
      ),
      { seed: 83, numRuns: 1500 },
    );
  });

  it("hints are lower case, so they are compared with the lower-cased text", () => {
    for (const p of SECRET_PATTERNS) {
      expect(p.hints.length).toBeGreaterThan(0);
      for (const h of p.hints) expect(h).toBe(h.toLowerCase());
    }
  });
});
