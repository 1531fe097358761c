import {
  writeOut,
  writeErr
} from "./chunks/main-pxpnp4sj.mjs";
import {
  didYouMean,
  EXIT,
  GstackError,
  rejected
} from "./chunks/main-fr91hn8m.mjs";
import {
  __require
} from "./chunks/main-gm18m4mz.mjs";

// lib/cli/commands/index.ts
var commands = {
  slug: () => import("./chunks/slug-fjrtkha7.mjs"),
  paths: () => import("./chunks/paths-yce7ydqz.mjs"),
  config: () => import("./chunks/config-7ysj99kr.mjs"),
  session: () => import("./chunks/session-pzwegfh0.mjs"),
  artifact: () => import("./chunks/artifact-efv3342x.mjs"),
  "eureka-log": () => import("./chunks/eureka-log-zxhvycmb.mjs"),
  "security-log": () => import("./chunks/security-log-zk3fwrva.mjs"),
  "builder-profile": () => import("./chunks/builder-profile-kwgsz9vk.mjs"),
  "repo-mode": () => import("./chunks/repo-mode-nznf2bbp.mjs"),
  "session-kind": () => import("./chunks/session-kind-pv9741xd.mjs"),
  doctor: () => import("./chunks/doctor-ygdnvtsz.mjs"),
  "timeline-log": () => import("./chunks/timeline-log-sye6fsvq.mjs"),
  "timeline-read": () => import("./chunks/timeline-read-y8cy8q4w.mjs"),
  "hook-careful": () => import("./chunks/hook-careful-xz8qnd95.mjs"),
  "hook-freeze": () => import("./chunks/hook-freeze-dbffyvfh.mjs"),
  "subagent-result": () => import("./chunks/subagent-result-cz3v5q7b.mjs"),
  install: () => import("./chunks/install-x46wg1sm.mjs"),
  "learnings-log": () => import("./chunks/learnings-log-zscsmbft.mjs"),
  "learnings-search": () => import("./chunks/learnings-search-cs18qcs9.mjs"),
  skills: () => import("./chunks/skills-sv2kk4qp.mjs"),
  "review-log": () => import("./chunks/review-log-0d9wdg5j.mjs"),
  "review-read": () => import("./chunks/review-read-1zm5t9mm.mjs"),
  "telemetry-log": () => import("./chunks/telemetry-log-ackhsvhd.mjs"),
  analytics: () => import("./chunks/analytics-5rb96764.mjs"),
  preamble: () => import("./chunks/preamble-53a4tz40.mjs"),
  "jsonl-merge": () => import("./chunks/jsonl-merge-0ztk1cyw.mjs"),
  "taste-update": () => import("./chunks/taste-update-ef66zhzy.mjs"),
  kit: () => import("./chunks/kit-nmyc5yad.mjs")
};

// lib/cli/main.ts
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
async function main(argv) {
  const [name, ...rest] = argv;
  const load = name ? commands[name] : undefined;
  if (!name || !load) {
    const names = Object.keys(commands);
    writeErr(`gstack: unknown command ${JSON.stringify(name ?? "")}${name ? didYouMean(name, names) : ""} (allowed: ${names.join(", ")})
`);
    return EXIT.usage;
  }
  const beforeDashes = rest.indexOf("--") === -1 ? rest : rest.slice(0, rest.indexOf("--"));
  if (beforeDashes.includes("--version")) {
    const { kitVersion } = await import("./chunks/kit-n0ka5h7r.mjs");
    writeOut(`gstack-${name} ${kitVersion()}
`);
    return EXIT.ok;
  }
  const cmd = (await load()).default;
  if (beforeDashes.includes("--help") || beforeDashes.includes("-h") || cmd.subcommands && rest[0] === "help") {
    writeOut(cmd.help.endsWith(`
`) ? cmd.help : `${cmd.help}
`);
    return EXIT.ok;
  }
  try {
    return await cmd.run(makeIo(rest)) ?? EXIT.ok;
  } catch (err) {
    if (err instanceof GstackError) {
      writeErr(`gstack-${name}: ${err.message.replace(/[\r\n]+/g, " ")}
`);
      return err.exitCode;
    }
    writeErr(`gstack-${name}: internal error: ${err?.stack ?? String(err)}
`);
    return 70;
  }
}
if (__require.main == __require.module) {
  process.exitCode = await main(process.argv.slice(2));
}
export {
  MAX_STDIN_BYTES,
  main
};
