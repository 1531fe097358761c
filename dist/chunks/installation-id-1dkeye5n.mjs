import"./main-satfqxh5.mjs";
import"./main-17m3fdxr.mjs";
import"./main-bjhxdhw3.mjs";
import"./main-818ycwpf.mjs";
import"./main-d58zdv6h.mjs";
import"./main-8wc8d24a.mjs";
import"./main-7sm2mtrp.mjs";
import"./main-nv982m3d.mjs";
import {
  INSTALLATION_ID2
} from "./main-fze1rcv4.mjs";
import"./main-ysz1xvy2.mjs";

// lib/records/installation-id.ts
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
function installationId(paths) {
  const file = paths.file("installation-id");
  const read = () => {
    try {
      const v = readFileSync(file, "utf8").trim();
      return INSTALLATION_ID2.test(v) ? v : undefined;
    } catch {
      return;
    }
  };
  const have = read();
  if (have)
    return have;
  const id = randomUUID();
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 448 });
    writeFileSync(file, `${id}
`, { mode: 384, flag: "wx" });
    return id;
  } catch {
    const other = read();
    if (other)
      return other;
    try {
      writeFileSync(file, `${id}
`, { mode: 384 });
      return id;
    } catch {
      return null;
    }
  }
}
export {
  installationId
};
