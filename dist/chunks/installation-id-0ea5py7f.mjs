import"./main-j8hd23f1.mjs";
import"./main-0nj62708.mjs";
import"./main-jsv1y7qe.mjs";
import"./main-6406zc9r.mjs";
import"./main-d58zdv6h.mjs";
import"./main-b7m4k72b.mjs";
import"./main-ankm78w0.mjs";
import"./main-nv982m3d.mjs";
import {
  INSTALLATION_ID2
} from "./main-77tdbvfk.mjs";
import"./main-98xawz64.mjs";

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
