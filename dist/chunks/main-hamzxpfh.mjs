// lib/kit.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
var root;
function kitRoot2() {
  if (root)
    return root;
  let dir = import.meta.dirname;
  for (let i = 0;i < 4 && !existsSync(join(dir, "package.json")); i++)
    dir = dirname(dir);
  return root = dir;
}
function kitVersion2() {
  try {
    const v = JSON.parse(readFileSync(join(kitRoot2(), "package.json"), "utf8")).version;
    return typeof v === "string" ? v : "unknown";
  } catch {
    return "unknown";
  }
}

export { kitRoot2, kitVersion2 };
