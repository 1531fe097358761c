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
  config: () => import("./chunks/config-qpxanx6j.mjs"),
  session: () => import("./chunks/session-4nx9yqq4.mjs"),
  artifact: () => import("./chunks/artifact-yqb6ndv6.mjs"),
  "eureka-log": () => import("./chunks/eureka-log-rys9hbb2.mjs"),
  "security-log": () => import("./chunks/security-log-hn8cymwn.mjs"),
  "builder-profile": () => import("./chunks/builder-profile-yt2he10a.mjs"),
  "repo-mode": () => import("./chunks/repo-mode-2ae8rt6w.mjs"),
  "session-kind": () => import("./chunks/session-kind-9q0tkqwc.mjs"),
  doctor: () => import("./chunks/doctor-j6ssrtze.mjs"),
  "timeline-log": () => import("./chunks/timeline-log-4nfqck1w.mjs"),
  "timeline-read": () => import("./chunks/timeline-read-4j81ck8p.mjs"),
  "hook-careful": () => import("./chunks/hook-careful-gb38ejdf.mjs"),
  "hook-freeze": () => import("./chunks/hook-freeze-81264zdz.mjs"),
  "hook-session-end": () => import("./chunks/hook-session-end-9xnhcf9a.mjs"),
  "hook-prompt-submit": () => import("./chunks/hook-prompt-submit-w4e59sty.mjs"),
  "subagent-result": () => import("./chunks/subagent-result-t3nva5hs.mjs"),
  install: () => import("./chunks/install-7a53jvam.mjs"),
  "learnings-log": () => import("./chunks/learnings-log-0bd1tv8w.mjs"),
  "learnings-search": () => import("./chunks/learnings-search-ygz7mfzp.mjs"),
  skills: () => import("./chunks/skills-75mav7er.mjs"),
  "review-log": () => import("./chunks/review-log-e353gfzg.mjs"),
  "review-read": () => import("./chunks/review-read-6rafapvk.mjs"),
  "telemetry-log": () => import("./chunks/telemetry-log-kpgb6pqw.mjs"),
  analytics: () => import("./chunks/analytics-zhkwcpfy.mjs"),
  preamble: () => import("./chunks/preamble-9hr98pzn.mjs"),
  "jsonl-merge": () => import("./chunks/jsonl-merge-jxs799xa.mjs"),
  "taste-update": () => import("./chunks/taste-update-50mpm5en.mjs"),
  sync: () => import("./chunks/sync-fk2s8hj3.mjs"),
  kit: () => import("./chunks/kit-mzstg05c.mjs")
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
