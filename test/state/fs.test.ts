import { describe, expect, it } from "vitest";
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sandbox } from "../helpers/state.ts";
import { DIR_MODE, ensureDir, FILE_MODE, readIfExists, writeAll, writeFileAtomic } from "../../lib/state/fs.ts";
import { GstackError } from "../../lib/core/errors.ts";
import { closeSync, openSync } from "node:fs";

describe("fs", () => {
  it("writeFileAtomic creates 0700 folders and a 0600 file, leaving no temp file", () => {
    const sb = sandbox();
    const file = join(sb.root, "a", "b", "c.txt");
    writeFileAtomic(file, "one");
    writeFileAtomic(file, Buffer.from("two"));
    expect(readFileSync(file, "utf8")).toBe("two");
    writeFileAtomic(file, [Buffer.from("th"), new Uint8Array(0), Buffer.from("ree")]);
    expect(readFileSync(file, "utf8")).toBe("three");
    expect(statSync(file).mode & 0o777).toBe(FILE_MODE);
    expect(statSync(join(sb.root, "a", "b")).mode & 0o777).toBe(DIR_MODE);
    expect(readdirSync(join(sb.root, "a", "b"))).toEqual(["c.txt"]);
  });

  it("writeFileAtomic writes many parts in order, small ones staged together, large ones between them", () => {
    const sb = sandbox();
    const file = join(sb.root, "parts.bin");
    const parts: Buffer[] = [];
    for (let i = 0; i < 3000; i++) {
      // Mostly small pieces; now and then one larger than the stage, or empty.
      const len = i % 500 === 7 ? 1_100_000 : i % 97 === 0 ? 0 : 1 + (i % 300);
      parts.push(Buffer.alloc(len, i % 251));
    }
    writeFileAtomic(file, parts);
    expect(readFileSync(file).equals(Buffer.concat(parts))).toBe(true);
  });

  it("readIfExists: undefined for a missing file, the text otherwise", () => {
    const sb = sandbox();
    expect(readIfExists(join(sb.root, "nope"))).toBeUndefined();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "yes"), "hi");
    expect(readIfExists(join(sb.root, "yes"))).toBe("hi");
    expect(() => readIfExists(sb.root)).toThrow(GstackError);
  });

  // root ignores permission bits, so this only means something for other users.
  it.skipIf(process.getuid?.() === 0)("a folder it cannot write is an io error (exit 3) naming the path", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    chmodSync(sb.root, 0o500);
    try {
      expect(() => writeFileAtomic(join(sb.root, "x", "y"), "z")).toThrow(expect.objectContaining({ kind: "io" }));
      expect(() => ensureDir(join(sb.root, "x"))).toThrow(/cannot create .*permission denied/);
    } finally {
      chmodSync(sb.root, 0o700);
    }
  });

  it("writeAll writes every byte", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    const file = join(sb.root, "big");
    const fd = openSync(file, "w");
    writeAll(fd, Buffer.alloc(3 * 1024 * 1024, 97));
    closeSync(fd);
    expect(statSync(file).size).toBe(3 * 1024 * 1024);
  });

  it("writing into a missing root's parent chain works with spaces in names", () => {
    const sb = sandbox();
    const file = join(sb.root, "with space", "name with space.json");
    writeFileAtomic(file, "{}");
    expect(readIfExists(file)).toBe("{}");
  });
});
