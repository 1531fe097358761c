import {
  EXIT,
  exitCodeOf
} from "./chunks/main-400kxmfz.mjs";
import {
  __require
} from "./chunks/main-gm18m4mz.mjs";
import {
  didYouMean,
  rejected
} from "./chunks/main-90sp2g8n.mjs";

// lib/cli/commands/index.ts
var commands = {
  slug: () => import("./chunks/slug-hng21460.mjs"),
  paths: () => import("./chunks/paths-6hg1kvv4.mjs"),
  config: () => import("./chunks/config-687dsvb1.mjs"),
  session: () => import("./chunks/session-x285pqwr.mjs"),
  artifact: () => import("./chunks/artifact-pffcat11.mjs"),
  "eureka-log": () => import("./chunks/eureka-log-8e7zteya.mjs"),
  "security-log": () => import("./chunks/security-log-px5f9ys2.mjs"),
  "builder-profile": () => import("./chunks/builder-profile-wcrtemph.mjs"),
  "repo-mode": () => import("./chunks/repo-mode-22j4g0cf.mjs"),
  "session-kind": () => import("./chunks/session-kind-z8kyfd6w.mjs"),
  doctor: () => import("./chunks/doctor-127v3kqr.mjs"),
  "timeline-log": () => import("./chunks/timeline-log-dz1ay4sv.mjs"),
  "timeline-read": () => import("./chunks/timeline-read-wdmj4wz1.mjs"),
  "hook-careful": () => import("./chunks/hook-careful-zrqek6rz.mjs"),
  "hook-freeze": () => import("./chunks/hook-freeze-s77vh22f.mjs"),
  "hook-session-end": () => import("./chunks/hook-session-end-yk5x9540.mjs"),
  "hook-prompt-submit": () => import("./chunks/hook-prompt-submit-v96gq9ek.mjs"),
  "subagent-result": () => import("./chunks/subagent-result-hrzh8hpz.mjs"),
  install: () => import("./chunks/install-c7mm84d2.mjs"),
  "learnings-log": () => import("./chunks/learnings-log-yajg2ahs.mjs"),
  "learnings-search": () => import("./chunks/learnings-search-9rxb0gd3.mjs"),
  skills: () => import("./chunks/skills-hy6tjvbe.mjs"),
  "review-log": () => import("./chunks/review-log-nqvwd2er.mjs"),
  "review-read": () => import("./chunks/review-read-r4zn0783.mjs"),
  "telemetry-log": () => import("./chunks/telemetry-log-xsb0ywgq.mjs"),
  analytics: () => import("./chunks/analytics-syttbtrh.mjs"),
  preamble: () => import("./chunks/preamble-1yg0nwr0.mjs"),
  "jsonl-merge": () => import("./chunks/jsonl-merge-ans374m9.mjs"),
  "taste-update": () => import("./chunks/taste-update-faxbktpf.mjs"),
  sync: () => import("./chunks/sync-f7f1yf3n.mjs"),
  kit: () => import("./chunks/kit-6gd036xh.mjs")
};

// lib/cli/stdio.ts
import { writeSync } from "node:fs";
function writeFd(fd, text) {
  if (text === "")
    return;
  let off = 0;
  try {
    off = writeSync(fd, text);
  } catch (err) {
    const code = err.code;
    if (code === "EPIPE")
      return;
    if (code !== "EAGAIN")
      throw err;
  }
  if (off >= Buffer.byteLength(text))
    return;
  const buf = Buffer.from(text);
  while (off < buf.length) {
    try {
      off += writeSync(fd, buf, off, buf.length - off);
    } catch (err) {
      const code = err.code;
      if (code === "EAGAIN")
        continue;
      if (code === "EPIPE")
        return;
      throw err;
    }
  }
}
var writeOut = (text) => writeFd(1, text);
var writeErr = (text) => writeFd(2, text);

// lib/cli/run.ts
import { fstatSync, readSync } from "node:fs";
function makeIo(argv) {
  return {
    argv,
    env: process.env,
    cwd: process.cwd(),
    out: writeOut,
    err: writeErr,
    stdin: async () => {
      if (fstatSync(0).isCharacterDevice())
        return "";
      return readStdin(MAX_STDIN_BYTES);
    }
  };
}
var MAX_STDIN_BYTES = 64 * 1024 * 1024;
function readStdin(max) {
  const chunks = [];
  let total = 0;
  const buf = Buffer.allocUnsafe(1024 * 1024);
  for (;; ) {
    let n;
    try {
      n = readSync(0, buf, 0, buf.length, null);
    } catch (err) {
      if (err.code === "EAGAIN") {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
        continue;
      }
      break;
    }
    if (n === 0)
      break;
    total += n;
    if (total > max)
      throw rejected("stdin", `at most ${max} bytes`, `more than ${max} bytes`);
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString("utf8");
}
async function runCommand(name, cmd, rest) {
  const beforeDashes = rest.indexOf("--") === -1 ? rest : rest.slice(0, rest.indexOf("--"));
  if (beforeDashes.includes("--version")) {
    const { kitVersion } = await import("./chunks/kit-n0ka5h7r.mjs");
    writeOut(`gstack-${name} ${kitVersion()}
`);
    return EXIT.ok;
  }
  if (beforeDashes.includes("--help") || beforeDashes.includes("-h") || cmd.subcommands && rest[0] === "help") {
    writeOut(cmd.help.endsWith(`
`) ? cmd.help : `${cmd.help}
`);
    return EXIT.ok;
  }
  try {
    return await cmd.run(makeIo(rest)) ?? EXIT.ok;
  } catch (err) {
    const code = exitCodeOf(err);
    if (code !== EXIT.internal) {
      writeErr(`gstack-${name}: ${err.message.replace(/[\r\n]+/g, " ")}
`);
      return code;
    }
    writeErr(`gstack-${name}: internal error: ${err?.stack ?? String(err)}
`);
    return EXIT.internal;
  }
}

// lib/cli/main.ts
async function main(argv) {
  const [name, ...rest] = argv;
  const load = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!name || !load) {
    const names = Object.keys(commands);
    writeErr(`gstack: unknown command ${JSON.stringify(name ?? "")}${name ? didYouMean(name, names) : ""} (allowed: ${names.join(", ")})
`);
    return EXIT.usage;
  }
  return runCommand(name, (await load()).default, rest);
}
if (__require.main == __require.module) {
  delete process.env.BUN_BE_BUN;
  process.exitCode = await main(process.argv.slice(2));
}
export {
  main
};
