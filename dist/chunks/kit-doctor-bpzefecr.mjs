import {
  HOST_NAMES
} from "./main-3v0paz3j.mjs";
import"./main-hehjhc3g.mjs";
import {
  kitRoot2
} from "./main-hamzxpfh.mjs";
import {
  skillsDir2,
  readLock2
} from "./main-hbvq9frv.mjs";
import"./main-32kbprs5.mjs";
import"./main-kq9t8veg.mjs";

// lib/cli/kit-doctor.ts
import { existsSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
function onPath(name, env) {
  for (const d of (env.PATH ?? "").split(":")) {
    if (d && existsSync(join(d, name)))
      return join(d, name);
  }
  return;
}
function runtime(env) {
  const kit = kitRoot2();
  try {
    if (statSync(join(kit, "build", "gstack")).mode & 73) {
      return {
        ok: true,
        line: `runtime: the compiled build (${join(kit, "build", "gstack")}; lib/ from source once a file changed since \`npm run build:bin\`)`
      };
    }
  } catch {}
  const b = join(kit, "node_modules", "bun", "bin");
  try {
    const a = statSync(join(b, "bun.exe"));
    const x = statSync(join(b, "bunx.exe"));
    if (a.ino === x.ino && a.dev === x.dev)
      return { ok: true, line: `runtime: the kit's Bun (${join(b, "bun.exe")}) runs lib/ from source` };
  } catch {}
  if (env.GSTACK_BUN)
    return { ok: true, line: `runtime: GSTACK_BUN=${env.GSTACK_BUN} runs lib/ from source` };
  const stub = existsSync(join(b, "bun.exe")) ? " (Bun's postinstall did not run: npm --ignore-scripts or pnpm; `cd node_modules/bun && node install.js` makes calls faster)" : "";
  if (!existsSync(join(kit, "dist", "gstack.mjs")))
    return { ok: false, line: `runtime: none: run \`npm install\` in ${kit}${stub}` };
  const bun = onPath("bun", env);
  if (bun)
    return { ok: true, line: `runtime: ${bun} runs the bundle dist/gstack.mjs${stub}` };
  const node = onPath("node", env);
  if (node) {
    const major = Number(process.versions.node.split(".")[0]);
    return major >= 20 || process.versions.bun ? { ok: true, line: `runtime: ${node} runs the bundle dist/gstack.mjs (slower to start than Bun)${stub}` } : { ok: false, line: `runtime: Node.js ${process.versions.node} is too old: install Node.js 20+ or Bun` };
  }
  return { ok: false, line: "runtime: none: install Node.js 20+ or Bun" };
}
async function kitDoctor(io, argv) {
  const r = runtime(io.env);
  io.out(`${r.line}
`);
  let failed = !r.ok;
  const home = io.env.HOME || homedir();
  for (const host of HOST_NAMES) {
    const dir = skillsDir2({ base: home, scope: "user" }, host);
    let lock;
    try {
      lock = readLock2(dir);
    } catch (err) {
      io.out(`install: ${err.message}
`);
      failed = true;
      continue;
    }
    if (!lock || lock.host !== host)
      continue;
    const missing = Object.keys(lock.entries).filter((n) => !existsSync(join(dir, n)));
    io.out(`install: ${host} in ${dir}: ${Object.keys(lock.entries).length} entries${missing.length ? `, missing ${missing.join(", ")} (run gstack-kit update)` : ""} (kit ${lock.kit})
`);
    if (missing.length)
      failed = true;
  }
  const { default: doctor } = await import("./doctor-rd3hgvat.mjs");
  const code = await doctor.run({ ...io, argv }) ?? 0;
  return failed && code === 0 ? 1 : code;
}
export {
  kitDoctor
};
