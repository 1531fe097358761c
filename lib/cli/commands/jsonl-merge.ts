import { defineCommand } from "../command.ts";
import { ioError } from "../errors.ts";
import { readFileSync } from "node:fs";
import { writeFileAtomic } from "../../state/fs.ts";
import { mergeJsonl } from "../../state/jsonl-merge.ts";

function readMaybe(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw ioError(err, `cannot read ${path}`);
  }
}

export default defineCommand(
  {
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
    exit: "0 merged, 2 usage, 3 a file could not be read or written (git then reports a conflict).",
  },
  async (_io, p) => {
    const [base, ours, theirs] = p.args as [string, string, string];
    const merged = await mergeJsonl(readMaybe(base), readMaybe(ours), readMaybe(theirs));
    writeFileAtomic(ours, merged);
    return 0;
  },
);
