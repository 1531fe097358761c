import"./main-rhf6bxff.mjs";
import"./main-5649ykyf.mjs";
import"./main-k6ny11s1.mjs";
import"./main-f7q2wh4f.mjs";
import"./main-820x1fq2.mjs";
import"./main-tzz92tjh.mjs";
import"./main-jywq1s53.mjs";
import {
  INSTALLATION_ID2
} from "./main-qzr0a8bx.mjs";

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
