// The ground floor's error helpers: kind, field and a one-line message; no exit code.
import { describe, expect, it } from "vitest";
import { GstackError, badFlag, ioError, preview, rejected, unknownSubcommand, usage } from "../../lib/core/errors.ts";

describe("lib/core/errors", () => {
  it("rejected names the field, what is allowed and a preview of what came", () => {
    const e = rejected("confidence", "an integer from 1 to 10", 42);
    expect(e).toBeInstanceOf(GstackError);
    expect(e).toMatchObject({
      kind: "rejected",
      field: "confidence",
      message: "confidence: an integer from 1 to 10 (got 42)",
    });
    expect(rejected("key", "required").message).toBe("key: required");
    expect("exitCode" in e).toBe(false);
  });

  it("usage, badFlag and unknownSubcommand are usage errors; badFlag names the flag", () => {
    expect(usage("takes one argument")).toMatchObject({ kind: "usage", field: undefined });
    expect(badFlag("--limit", "1 to 100", 0)).toMatchObject({
      kind: "usage",
      field: "--limit",
      message: "--limit: 1 to 100 (got 0)",
    });
    expect(badFlag("tail", "1 to 10")).toMatchObject({ message: "--tail: 1 to 10" });
    expect(unknownSubcommand("lsit", ["list", "get"]).message).toBe(
      'unknown subcommand "lsit" (did you mean list?) (allowed: list, get)',
    );
    expect(unknownSubcommand(undefined, ["list"]).message).toBe('unknown subcommand "" (allowed: list)');
  });

  it("ioError says why in words and passes a GstackError through", () => {
    const errno = (code: string) => Object.assign(new Error(`${code}: raw`), { code });
    expect(ioError(errno("ENOSPC"), "cannot write x")).toMatchObject({
      kind: "io",
      message: "cannot write x: no space left on device",
    });
    expect(ioError(errno("EACCES"), "a").message).toBe("a: permission denied");
    expect(ioError(errno("EPERM"), "a").message).toBe("a: permission denied");
    expect(ioError(errno("EROFS"), "a").message).toBe("a: read-only file system");
    expect(ioError(errno("EDQUOT"), "a").message).toBe("a: disk quota exceeded");
    expect(ioError(errno("ENOTDIR"), "a").message).toBe("a: a part of the path is not a folder");
    expect(ioError(errno("EIO"), "a").message).toBe("a: EIO: raw");
    const own = rejected("x", "y");
    expect(ioError(own, "a")).toBe(own);
  });

  it("preview is one short line", () => {
    expect(preview("a\nb")).toBe('"a\\nb"');
    expect(preview("x".repeat(100))).toHaveLength(60);
    expect(preview(undefined)).toBe("undefined");
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(preview(loop)).toBe("[object Object]");
  });
});
