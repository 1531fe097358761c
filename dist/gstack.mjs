import {
  __require
} from "./chunks/main-gm18m4mz.mjs";
import {
  EXIT,
  exitCodeOf
} from "./chunks/main-400kxmfz.mjs";
import {
  didYouMean,
  rejected
} from "./chunks/main-90sp2g8n.mjs";

// lib/cli/commands/index.ts
var commands = {
  slug: () => import("./chunks/slug-fevj8s1x.mjs"),
  paths: () => import("./chunks/paths-0x9w05bw.mjs"),
  config: () => import("./chunks/config-97bm8bbs.mjs"),
  session: () => import("./chunks/session-8swnza6x.mjs"),
  artifact: () => import("./chunks/artifact-kj5443bk.mjs"),
  "eureka-log": () => import("./chunks/eureka-log-qn1vgvvq.mjs"),
  "security-log": () => import("./chunks/security-log-t59xtw2m.mjs"),
  "builder-profile": () => import("./chunks/builder-profile-mwvw5gy9.mjs"),
  "repo-mode": () => import("./chunks/repo-mode-jwmr2wn2.mjs"),
  "session-kind": () => import("./chunks/session-kind-h1x9j3wx.mjs"),
  doctor: () => import("./chunks/doctor-bc8tfaey.mjs"),
  "timeline-log": () => import("./chunks/timeline-log-e66pq2qy.mjs"),
  "timeline-read": () => import("./chunks/timeline-read-akywewk0.mjs"),
  "hook-careful": () => import("./chunks/hook-careful-96wvsj03.mjs"),
  "hook-freeze": () => import("./chunks/hook-freeze-b2k3nsfp.mjs"),
  "hook-session-end": () => import("./chunks/hook-session-end-8crmras6.mjs"),
  "hook-prompt-submit": () => import("./chunks/hook-prompt-submit-fszvb4jc.mjs"),
  "subagent-result": () => import("./chunks/subagent-result-gts5a601.mjs"),
  install: () => import("./chunks/install-6y6cf8cj.mjs"),
  "learnings-log": () => import("./chunks/learnings-log-0aexvjbj.mjs"),
  "learnings-search": () => import("./chunks/learnings-search-dr259j7b.mjs"),
  skills: () => import("./chunks/skills-4t7y19mk.mjs"),
  "review-log": () => import("./chunks/review-log-wt9fqa3n.mjs"),
  "review-read": () => import("./chunks/review-read-ntt76566.mjs"),
  "telemetry-log": () => import("./chunks/telemetry-log-3waj34s9.mjs"),
  analytics: () => import("./chunks/analytics-tmyx1e2a.mjs"),
  preamble: () => import("./chunks/preamble-ejbsms16.mjs"),
  "jsonl-merge": () => import("./chunks/jsonl-merge-6cb57aky.mjs"),
  "taste-update": () => import("./chunks/taste-update-yfk7y0sn.mjs"),
  sync: () => import("./chunks/sync-41qpf8rb.mjs"),
  kit: () => import("./chunks/kit-39qfacyw.mjs")
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
