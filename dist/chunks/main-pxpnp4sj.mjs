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

export { writeOut, writeErr };
