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
  slug: () => import("./chunks/slug-k6d14fmy.mjs"),
  paths: () => import("./chunks/paths-6hg1kvv4.mjs"),
  config: () => import("./chunks/config-2nrhtw0h.mjs"),
  session: () => import("./chunks/session-jcds3ktg.mjs"),
  artifact: () => import("./chunks/artifact-0wsgm0fp.mjs"),
  "eureka-log": () => import("./chunks/eureka-log-x1bh4jp6.mjs"),
  "security-log": () => import("./chunks/security-log-02e5fdm1.mjs"),
  "builder-profile": () => import("./chunks/builder-profile-fa0a84k2.mjs"),
  "repo-mode": () => import("./chunks/repo-mode-h0gk34mb.mjs"),
  "session-kind": () => import("./chunks/session-kind-z8kyfd6w.mjs"),
  doctor: () => import("./chunks/doctor-rd3hgvat.mjs"),
  "timeline-log": () => import("./chunks/timeline-log-052htqyt.mjs"),
  "timeline-read": () => import("./chunks/timeline-read-9e07ynd8.mjs"),
  "hook-careful": () => import("./chunks/hook-careful-zrqek6rz.mjs"),
  "hook-freeze": () => import("./chunks/hook-freeze-z4f830r8.mjs"),
  "hook-session-end": () => import("./chunks/hook-session-end-gkxr89kt.mjs"),
  "hook-prompt-submit": () => import("./chunks/hook-prompt-submit-aqz9zena.mjs"),
  "subagent-result": () => import("./chunks/subagent-result-hrzh8hpz.mjs"),
  install: () => import("./chunks/install-zajz9yak.mjs"),
  "learnings-log": () => import("./chunks/learnings-log-3zd86s9q.mjs"),
  "learnings-search": () => import("./chunks/learnings-search-56kafcmp.mjs"),
  skills: () => import("./chunks/skills-69w05tb1.mjs"),
  "review-log": () => import("./chunks/review-log-e55z0ta6.mjs"),
  "review-read": () => import("./chunks/review-read-xrwy5zys.mjs"),
  "telemetry-log": () => import("./chunks/telemetry-log-7dzsvy17.mjs"),
  analytics: () => import("./chunks/analytics-reknee05.mjs"),
  preamble: () => import("./chunks/preamble-ayebjcw4.mjs"),
  "jsonl-merge": () => import("./chunks/jsonl-merge-ans374m9.mjs"),
  "taste-update": () => import("./chunks/taste-update-9xgkpyx8.mjs"),
  sync: () => import("./chunks/sync-jq9t97f0.mjs"),
  kit: () => import("./chunks/kit-ze924dmy.mjs")
};

// lib/cli/stdio.ts
import { writeSync } from "node:fs";
function writeFd(fd, text) {
  if (text === "")
    return;
  let off = 0;
  let buf;
  for (;; ) {
    try {
      off += buf ? writeSync(fd, buf, off, buf.length - off) : writeSync(fd, text);
    } catch (err) {
      const code = err.code;
      if (code === "EAGAIN")
        continue;
      if (code === "EPIPE")
        return;
      throw err;
    }
    if (!buf) {
      if (off >= Buffer.byteLength(text))
        return;
      buf = Buffer.from(text);
    }
    if (off >= buf.length)
      return;
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
