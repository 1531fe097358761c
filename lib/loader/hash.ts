// SHA-256 of a skill's text, for the load-time check that a file did not change after scoring.
// Under Bun the native hasher needs no import; elsewhere (the test suite on Node) node:crypto is
// imported on first use, never at the top level (it costs ~5 ms to import).

type HashFn = (text: string) => string;
let fn: HashFn | undefined;

interface BunHasher {
  update(data: string): BunHasher;
  digest(encoding: "hex"): string;
}

/** Returns the hash function, loading node:crypto when not running under Bun. */
export async function hasher(): Promise<HashFn> {
  if (fn) return fn;
  const H = (globalThis as { Bun?: { CryptoHasher?: new (alg: string) => BunHasher } }).Bun?.CryptoHasher;
  if (H) {
    fn = (t) => new H("sha256").update(t).digest("hex");
  } else {
    const { createHash } = await import("node:crypto");
    fn = (t) => createHash("sha256").update(t, "utf8").digest("hex");
  }
  return fn;
}
