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
  slug: () => import("./chunks/slug-q42dbh3b.mjs"),
  paths: () => import("./chunks/paths-3naav7qc.mjs"),
  config: () => import("./chunks/config-r0sza6yz.mjs"),
  session: () => import("./chunks/session-swchqwfd.mjs"),
  artifact: () => import("./chunks/artifact-5sf2ngw0.mjs"),
  "eureka-log": () => import("./chunks/eureka-log-ry9yf4nb.mjs"),
  "security-log": () => import("./chunks/security-log-4djcg1cy.mjs"),
  "builder-profile": () => import("./chunks/builder-profile-ygqrc2qn.mjs"),
  "repo-mode": () => import("./chunks/repo-mode-j84nw2z5.mjs"),
  "session-kind": () => import("./chunks/session-kind-99hg5e1j.mjs"),
  doctor: () => import("./chunks/doctor-techtw9m.mjs"),
  "timeline-log": () => import("./chunks/timeline-log-vyw5nccw.mjs"),
  "timeline-read": () => import("./chunks/timeline-read-7fmjvfnr.mjs"),
  "hook-careful": () => import("./chunks/hook-careful-zcaq08dr.mjs"),
  "hook-freeze": () => import("./chunks/hook-freeze-j83csf25.mjs"),
  "hook-session-end": () => import("./chunks/hook-session-end-q26h9e32.mjs"),
  "hook-prompt-submit": () => import("./chunks/hook-prompt-submit-p0het765.mjs"),
  "subagent-result": () => import("./chunks/subagent-result-1dbtyt0w.mjs"),
  install: () => import("./chunks/install-ngeqps08.mjs"),
  "learnings-log": () => import("./chunks/learnings-log-xpcg859m.mjs"),
  "learnings-search": () => import("./chunks/learnings-search-76ay0pv2.mjs"),
  skills: () => import("./chunks/skills-8b0rsz0s.mjs"),
  "review-log": () => import("./chunks/review-log-ynmykq0r.mjs"),
  "review-read": () => import("./chunks/review-read-thaqsz23.mjs"),
  "telemetry-log": () => import("./chunks/telemetry-log-0st6wc05.mjs"),
  analytics: () => import("./chunks/analytics-8zxemmvd.mjs"),
  preamble: () => import("./chunks/preamble-mfa377ss.mjs"),
  "jsonl-merge": () => import("./chunks/jsonl-merge-nrkt6pf1.mjs"),
  "taste-update": () => import("./chunks/taste-update-xt73g8wk.mjs"),
  sync: () => import("./chunks/sync-c0zydyxr.mjs"),
  kit: () => import("./chunks/kit-npvzpghv.mjs")
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
