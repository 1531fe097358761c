import {
  writeOut,
  writeErr
} from "./chunks/main-pxpnp4sj.mjs";
import {
  __require
} from "./chunks/main-gm18m4mz.mjs";
import {
  didYouMean,
  EXIT,
  GstackError,
  rejected
} from "./chunks/main-r3mb620c.mjs";

// lib/cli/commands/index.ts
var commands = {
  slug: () => import("./chunks/slug-9pdrspka.mjs"),
  paths: () => import("./chunks/paths-3naav7qc.mjs"),
  config: () => import("./chunks/config-f1cvbyrz.mjs"),
  session: () => import("./chunks/session-fsw5t3k8.mjs"),
  artifact: () => import("./chunks/artifact-fqb837c9.mjs"),
  "eureka-log": () => import("./chunks/eureka-log-fw0bthtx.mjs"),
  "security-log": () => import("./chunks/security-log-b6xwt0c2.mjs"),
  "builder-profile": () => import("./chunks/builder-profile-6cceeqbd.mjs"),
  "repo-mode": () => import("./chunks/repo-mode-t6e6q7e8.mjs"),
  "session-kind": () => import("./chunks/session-kind-99hg5e1j.mjs"),
  doctor: () => import("./chunks/doctor-5ng4nh4e.mjs"),
  "timeline-log": () => import("./chunks/timeline-log-2aq7zk74.mjs"),
  "timeline-read": () => import("./chunks/timeline-read-h068wfqz.mjs"),
  "hook-careful": () => import("./chunks/hook-careful-zcaq08dr.mjs"),
  "hook-freeze": () => import("./chunks/hook-freeze-djmnq6jj.mjs"),
  "hook-session-end": () => import("./chunks/hook-session-end-sesry3y0.mjs"),
  "hook-prompt-submit": () => import("./chunks/hook-prompt-submit-9888ax90.mjs"),
  "subagent-result": () => import("./chunks/subagent-result-1dbtyt0w.mjs"),
  install: () => import("./chunks/install-3n0smd6t.mjs"),
  "learnings-log": () => import("./chunks/learnings-log-zbae1tw5.mjs"),
  "learnings-search": () => import("./chunks/learnings-search-z3pktp2f.mjs"),
  skills: () => import("./chunks/skills-sh59jnec.mjs"),
  "review-log": () => import("./chunks/review-log-jfp985qf.mjs"),
  "review-read": () => import("./chunks/review-read-epx27gz8.mjs"),
  "telemetry-log": () => import("./chunks/telemetry-log-8m9p834v.mjs"),
  analytics: () => import("./chunks/analytics-6v7gdmy7.mjs"),
  preamble: () => import("./chunks/preamble-nj2atck5.mjs"),
  "jsonl-merge": () => import("./chunks/jsonl-merge-46t6tta8.mjs"),
  "taste-update": () => import("./chunks/taste-update-mfkc3b51.mjs"),
  sync: () => import("./chunks/sync-2fjqfwsv.mjs"),
  kit: () => import("./chunks/kit-xkqgrkdr.mjs")
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
