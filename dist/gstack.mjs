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
} from "./chunks/main-4q1q6370.mjs";

// lib/cli/commands/index.ts
var commands = {
  slug: () => import("./chunks/slug-3092fx4c.mjs"),
  paths: () => import("./chunks/paths-jexqjkmk.mjs"),
  config: () => import("./chunks/config-sewgpqjt.mjs"),
  session: () => import("./chunks/session-pbynajt8.mjs"),
  artifact: () => import("./chunks/artifact-yr6752g0.mjs"),
  "eureka-log": () => import("./chunks/eureka-log-wddxa0qq.mjs"),
  "security-log": () => import("./chunks/security-log-wrm247wv.mjs"),
  "builder-profile": () => import("./chunks/builder-profile-rpaedqyk.mjs"),
  "repo-mode": () => import("./chunks/repo-mode-vwy42qtb.mjs"),
  "session-kind": () => import("./chunks/session-kind-a8ysjns8.mjs"),
  doctor: () => import("./chunks/doctor-gw263y4j.mjs"),
  "timeline-log": () => import("./chunks/timeline-log-dnbs7r3w.mjs"),
  "timeline-read": () => import("./chunks/timeline-read-3vrh5prj.mjs"),
  "hook-careful": () => import("./chunks/hook-careful-fnbg6pdn.mjs"),
  "hook-freeze": () => import("./chunks/hook-freeze-82x672p9.mjs"),
  "hook-session-end": () => import("./chunks/hook-session-end-qxxynww5.mjs"),
  "hook-prompt-submit": () => import("./chunks/hook-prompt-submit-6yeet0gv.mjs"),
  "subagent-result": () => import("./chunks/subagent-result-wht6yghz.mjs"),
  install: () => import("./chunks/install-2ejbq272.mjs"),
  "learnings-log": () => import("./chunks/learnings-log-spw7g106.mjs"),
  "learnings-search": () => import("./chunks/learnings-search-sy6japck.mjs"),
  skills: () => import("./chunks/skills-pwgrevkf.mjs"),
  "review-log": () => import("./chunks/review-log-kzf8e94r.mjs"),
  "review-read": () => import("./chunks/review-read-8w3wbz2h.mjs"),
  "telemetry-log": () => import("./chunks/telemetry-log-t3w9rcq9.mjs"),
  analytics: () => import("./chunks/analytics-vg4y5tvk.mjs"),
  preamble: () => import("./chunks/preamble-t0q32ny4.mjs"),
  "jsonl-merge": () => import("./chunks/jsonl-merge-rfkg78gn.mjs"),
  "taste-update": () => import("./chunks/taste-update-v3yd71wq.mjs"),
  sync: () => import("./chunks/sync-vftecnpv.mjs"),
  kit: () => import("./chunks/kit-37jyefej.mjs")
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
    return EXIT.internal;
  }
}
if (__require.main == __require.module) {
  process.exitCode = await main(process.argv.slice(2));
}
export {
  MAX_STDIN_BYTES,
  main
};
