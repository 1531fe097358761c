// Direct writes to fd 1/2. Bun's process.stdout stream costs ~12 ms to set up on every call;
// a synchronous write costs nothing and keeps output ordered before exit.
import { writeSync } from "node:fs";

function writeFd(fd: number, text: string): void {
  if (text === "") return; // most writers' empty warnings: no write at all
  // The string itself first: a Buffer costs a call's first write ~0.3 ms more (decision 0084).
  // Only a short write (a full non-blocking pipe) needs the bytes, to go on where it stopped.
  let off = 0;
  let buf: Buffer | undefined;
  for (;;) {
    try {
      off += buf ? writeSync(fd, buf, off, buf.length - off) : writeSync(fd, text);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") continue; // non-blocking pipe full: retry
      if (code === "EPIPE") return; // reader went away (e.g. `| head`)
      throw err;
    }
    if (!buf) {
      if (off >= Buffer.byteLength(text)) return;
      buf = Buffer.from(text);
    }
    if (off >= buf.length) return;
  }
}

export const writeOut = (text: string): void => writeFd(1, text);
export const writeErr = (text: string): void => writeFd(2, text);
