import"./main-5j3vacpc.mjs";
import"./main-vv6qav1a.mjs";
import"./main-80erzbzw.mjs";
import"./main-r2cvhzy0.mjs";
import"./main-0fqepv0r.mjs";
import"./main-2k9f78th.mjs";
import"./main-ggz9ejpf.mjs";
import"./main-0a9a53y6.mjs";
import {
  INSTALLATION_ID2
} from "./main-nk60q83v.mjs";
import"./main-bvzd1swg.mjs";

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
