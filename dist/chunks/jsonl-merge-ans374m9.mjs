import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  writeFileAtomic
} from "./main-kt1qhm98.mjs";
import {
  ioError
} from "./main-90sp2g8n.mjs";

// lib/cli/commands/jsonl-merge.ts
import { readFileSync } from "node:fs";

// lib/state/jsonl-merge.ts
var NL = 10;
function compare(a, b) {
  return a.group - b.group || Buffer.compare(a.key, b.key) || Buffer.compare(a.line, b.line);
}
function lineSet(data) {
  const out = new Map;
  if (!data)
    return out;
  let start = 0;
  while (start < data.length) {
    let end = data.indexOf(NL, start);
    if (end === -1)
      end = data.length;
    let stop = end;
    while (stop > start && data[stop - 1] === 13)
      stop--;
    const line = data.subarray(start, stop);
    start = end + 1;
    if (line.length)
      out.set(line.toString("latin1"), line);
  }
  return out;
}
async function mergeJsonl(baseData, oursData, theirsData) {
  const base = lineSet(baseData);
  const ours = lineSet(oursData);
  const theirs = lineSet(theirsData);
  const entries = [];
  let hash;
  const kept = [];
  for (const [id, line] of ours)
    if (theirs.has(id) || !base.has(id))
      kept.push(line);
  for (const [id, line] of theirs)
    if (!ours.has(id) && !base.has(id))
      kept.push(line);
  for (const line of kept) {
    let ts;
    try {
      const obj = JSON.parse(line.toString("utf8"));
      if (obj && typeof obj === "object" && !Array.isArray(obj))
        ts = obj.ts || obj.timestamp;
    } catch {}
    if (typeof ts === "string")
      entries.push({ line, group: 0, key: Buffer.from(ts) });
    else {
      if (!hash) {
        const { createHash } = await import("node:crypto");
        hash = (b) => Buffer.from(createHash("sha256").update(b).digest("hex"));
      }
      entries.push({ line, group: 1, key: hash(line) });
    }
  }
  entries.sort(compare);
  return Buffer.concat(entries.flatMap((e) => [e.line, Buffer.from(`
`)]));
}

// lib/cli/commands/jsonl-merge.ts
function readMaybe(path) {
  try {
    return readFileSync(path);
  } catch (err) {
    if (err.code === "ENOENT")
      return;
    throw ioError(err, `cannot read ${path}`);
  }
}
var jsonl_merge_default = defineCommand({
  name: "jsonl-merge",
  about: `A git merge driver for JSONL files of gstack's own layout (a ~/.gstack that is itself a git
repository; gstack-sync needs no merge driver). A three-way merge of lines as sets: lines added
on either side are kept, lines either side removed (compaction, retirement, redaction) stay
removed, CRLF and LF copies of a line are one line. Ordered by each record's ts (or timestamp),
lines without one after them in a fixed (hash) order. The result replaces <ours> atomically, as
git expects of a merge driver. A missing file counts as empty. Register it with the command on
PATH, not an absolute path:
  git config merge.jsonl-append.driver "gstack-jsonl-merge %O %A %B"
  echo '*.jsonl merge=jsonl-append' >> .gitattributes`,
  args: [{ name: "<base>" }, { name: "<ours>" }, { name: "<theirs>" }],
  flags: {},
  exit: "0 merged, 2 usage, 3 a file could not be read or written (git then reports a conflict)."
}, async (_io, p) => {
  const [base, ours, theirs] = p.args;
  const merged = await mergeJsonl(readMaybe(base), readMaybe(ours), readMaybe(theirs));
  writeFileAtomic(ours, merged);
  return 0;
});
export {
  jsonl_merge_default as default
};
