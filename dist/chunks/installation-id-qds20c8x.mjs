import"./main-5j3vacpc.mjs";
import"./main-zqr478f7.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-svw52f41.mjs";
import"./main-dcfvwra1.mjs";
import"./main-0g32szj4.mjs";
import"./main-h40yfvv5.mjs";
import"./main-23agv24a.mjs";
import"./main-emfab8n4.mjs";
import {
  INSTALLATION_ID2
} from "./main-wk689c09.mjs";
import"./main-j21phvq0.mjs";

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
