import {
  __require
} from "./chunks/main-gm18m4mz.mjs";
import {
  EXIT,
  exitCodeOf
} from "./chunks/main-nc2v62r2.mjs";
import {
  didYouMean,
  rejected
} from "./chunks/main-90sp2g8n.mjs";

// lib/cli/commands/index.ts
var commands = {
  slug: () => import("./chunks/slug-sp5f7944.mjs"),
  paths: () => import("./chunks/paths-k3zk705q.mjs"),
  config: () => import("./chunks/config-52yqcj7v.mjs"),
  session: () => import("./chunks/session-gmx8w2tg.mjs"),
  artifact: () => import("./chunks/artifact-47tfgn0k.mjs"),
  "eureka-log": () => import("./chunks/eureka-log-1dy65ze2.mjs"),
  "security-log": () => import("./chunks/security-log-0edx2sjr.mjs"),
  "builder-profile": () => import("./chunks/builder-profile-q8z2578s.mjs"),
  "repo-mode": () => import("./chunks/repo-mode-188c8kmx.mjs"),
  "session-kind": () => import("./chunks/session-kind-9q0tkqwc.mjs"),
  doctor: () => import("./chunks/doctor-taf8avbw.mjs"),
  "timeline-log": () => import("./chunks/timeline-log-btszyfmm.mjs"),
  "timeline-read": () => import("./chunks/timeline-read-nckgzkt3.mjs"),
  "hook-careful": () => import("./chunks/hook-careful-gb38ejdf.mjs"),
  "hook-freeze": () => import("./chunks/hook-freeze-81264zdz.mjs"),
  "hook-session-end": () => import("./chunks/hook-session-end-6a8pfcpj.mjs"),
  "hook-prompt-submit": () => import("./chunks/hook-prompt-submit-ffnyh9k3.mjs"),
  "subagent-result": () => import("./chunks/subagent-result-t3nva5hs.mjs"),
  install: () => import("./chunks/install-hhmd8yp9.mjs"),
  "learnings-log": () => import("./chunks/learnings-log-04xeb4fd.mjs"),
  "learnings-search": () => import("./chunks/learnings-search-jnv8y8wk.mjs"),
  skills: () => import("./chunks/skills-knhpk88j.mjs"),
  "review-log": () => import("./chunks/review-log-jxxqfaaw.mjs"),
  "review-read": () => import("./chunks/review-read-bf444hys.mjs"),
  "telemetry-log": () => import("./chunks/telemetry-log-37k7gr38.mjs"),
  analytics: () => import("./chunks/analytics-hv9nh4f4.mjs"),
  preamble: () => import("./chunks/preamble-nxf1j4xp.mjs"),
  "jsonl-merge": () => import("./chunks/jsonl-merge-jxs799xa.mjs"),
  "taste-update": () => import("./chunks/taste-update-w7wba9v6.mjs"),
  sync: () => import("./chunks/sync-9ckrx0ag.mjs"),
  kit: () => import("./chunks/kit-4s8s8j2m.mjs")
};

// lib/cli/stdio.ts
import { writeSync } from "node:fs";
function writeFd(fd, text) {
  const buf = Buffer.from(text);
  let off = 0;
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
  const load = name ? commands[name] : undefined;
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
