// Direct writes to fd 1/2 (lib/cli/stdio.ts), in a real Bun child: large output arrives whole and
// in order through a pipe, multi-byte text included, and a reader that goes away is not an error.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { KIT, sandbox } from "../helpers/state.ts";

const BUN = join(KIT, "node_modules", ".bin", "bun");

function script(dir: string, body: string): string {
  const file = join(dir, "write.ts");
  writeFileSync(
    file,
    `import { writeOut, writeErr } from ${JSON.stringify(join(KIT, "lib", "cli", "stdio.ts"))};\n${body}\n`,
  );
  return file;
}

describe("writeOut / writeErr", () => {
  it("write several MiB of mixed text whole and in order, and nothing for an empty string", () => {
    const sb = sandbox();
    const line = (i: number) => `${i} é→😀 ${"x".repeat(i % 97)}\n`;
    const file = script(
      sb.work,
      `let t = ""; for (let i = 0; i < 60000; i++) t += (${line.toString()})(i);
writeOut(""); writeOut(t); writeErr(""); writeErr("done\\n");`,
    );
    const r = spawnSync(BUN, [file], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("done\n");
    let want = "";
    for (let i = 0; i < 60000; i++) want += line(i);
    expect(Buffer.byteLength(r.stdout)).toBeGreaterThan(3 * 1024 * 1024);
    expect(r.stdout === want).toBe(true);
  });

  it("a reader that closes early is not an error", () => {
    const sb = sandbox();
    const file = script(sb.work, `writeOut("y\\n".repeat(4 * 1024 * 1024)); writeErr("after\\n");`);
    const r = spawnSync("sh", ["-c", `"${BUN}" "${file}" | head -c 10 >/dev/null`], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("after\n");
  });
});
