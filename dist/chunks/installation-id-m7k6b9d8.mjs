import"./main-n47eayej.mjs";
import"./main-kdv5df3s.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-p840jxjg.mjs";
import"./main-d58zdv6h.mjs";
import"./main-1a5pwhxr.mjs";
import"./main-h40yfvv5.mjs";
import"./main-7ddn7bc5.mjs";
import"./main-0pxrqp8g.mjs";
import {
  INSTALLATION_ID2
} from "./main-6a02pqpn.mjs";
import"./main-wex1c43s.mjs";

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
