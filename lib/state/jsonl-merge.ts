// A three-way merge of JSONL files as sets of lines, for git's merge driver (gstack-jsonl-merge).

const NL = 0x0a;

interface Entry {
  line: Buffer;
  /** 0: ordered by its ts/timestamp; 1: no usable ts, ordered by the line's SHA-256. */
  group: 0 | 1;
  key: Buffer;
}

function compare(a: Entry, b: Entry): number {
  // Bytes of UTF-8 compare in code point order, the order gstack's merge driver sorts in.
  return a.group - b.group || Buffer.compare(a.key, b.key) || Buffer.compare(a.line, b.line);
}

/** A file's lines as a set: a trailing CR dropped (CRLF and LF copies are one record), blanks out. */
function lineSet(data: Buffer | undefined): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!data) return out;
  let start = 0;
  while (start < data.length) {
    let end = data.indexOf(NL, start);
    if (end === -1) end = data.length;
    let stop = end;
    while (stop > start && data[stop - 1] === 0x0d) stop--;
    const line = data.subarray(start, stop);
    start = end + 1;
    if (line.length) out.set(line.toString("latin1"), line);
  }
  return out;
}

/**
 * A three-way merge with set semantics: a line is kept when both sides have it, or when one side
 * added it (it is not in base). A line base had that either side removed (compacted, retired,
 * redacted) stays removed. Lines whose JSON object has a string `ts` (else `timestamp`) come
 * first, by that value, then the rest by the SHA-256 of the line; the line itself breaks ties,
 * so both sides of a merge produce the same file. Works on bytes: a line that is not valid UTF-8
 * is carried through unchanged.
 */
export async function mergeJsonl(
  baseData: Buffer | undefined,
  oursData: Buffer | undefined,
  theirsData: Buffer | undefined,
): Promise<Buffer> {
  const base = lineSet(baseData);
  const ours = lineSet(oursData);
  const theirs = lineSet(theirsData);
  const entries: Entry[] = [];
  let hash: ((b: Buffer) => Buffer) | undefined;
  const kept: Buffer[] = [];
  for (const [id, line] of ours) if (theirs.has(id) || !base.has(id)) kept.push(line);
  for (const [id, line] of theirs) if (!ours.has(id) && !base.has(id)) kept.push(line);
  for (const line of kept) {
    let ts: unknown;
    try {
      const obj = JSON.parse(line.toString("utf8"));
      if (obj && typeof obj === "object" && !Array.isArray(obj)) ts = obj.ts || obj.timestamp;
    } catch {
      /* not JSON: ordered by hash */
    }
    if (typeof ts === "string") entries.push({ line, group: 0, key: Buffer.from(ts) });
    else {
      if (!hash) {
        const { createHash } = await import("node:crypto");
        hash = (b) => Buffer.from(createHash("sha256").update(b).digest("hex"));
      }
      entries.push({ line, group: 1, key: hash(line) });
    }
  }
  entries.sort(compare);
  return Buffer.concat(entries.flatMap((e) => [e.line, Buffer.from("\n")]));
}
