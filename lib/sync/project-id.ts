// A project id that is the same on every machine: from the origin URL with its transport, user,
// port and `.git` dropped and case folded, so `git@github.com:Org/App.git` and
// `https://github.com/org/app` are one project. The readable part is the repo name; the hash
// keeps two repos of one name apart.
import { createHash } from "node:crypto";

/** `host/path` of a remote URL (https, ssh://, scp-like, file paths), lower-cased; undefined when unusable. */
export function normaliseRemote(url: string): string | undefined {
  const u = url.trim();
  if (!u) return undefined;
  let host = "";
  let path: string;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(u);
  if (scheme) {
    const rest = scheme[2]!;
    const slash = rest.indexOf("/");
    const authority = slash === -1 ? rest : rest.slice(0, slash);
    path = slash === -1 ? "" : rest.slice(slash + 1);
    host = authority.replace(/^[^@]*@/, "").replace(/:\d*$/, "");
    if (scheme[1]!.toLowerCase() === "file") host = "";
  } else {
    const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.*)$/.exec(u);
    if (scp && !/^[a-zA-Z]:[\\/]/.test(u)) {
      host = scp[1]!;
      path = scp[2]!;
    } else path = u; // a local path
  }
  path = path
    .replace(/\\/g, "/")
    .replace(/\/+$/, "")
    .replace(/\.git$/i, "")
    .replace(/^\/+|^~\/?/, "");
  const parts = path.split("/").filter((p) => p && p !== "." && p !== "..");
  if (!parts.length) return undefined;
  return [host, ...parts].filter(Boolean).join("/").toLowerCase();
}

/** `<repo>-<12 hex>` from a normalised remote; safe as a folder name. */
export function projectIdFromRemote(url: string): string | undefined {
  const norm = normaliseRemote(url);
  if (!norm) return undefined;
  const name =
    norm
      .split("/")
      .pop()!
      .replace(/[^a-z0-9._-]/g, "")
      .replace(/^\.+/, "")
      .slice(0, 60) || "project";
  return `${name}-${createHash("sha256").update(norm).digest("hex").slice(0, 12)}`;
}

/** A user-set project_id: [a-zA-Z0-9._-], 1-100 characters, not only dots. */
export function checkProjectId(id: string): boolean {
  return /^[a-zA-Z0-9._-]{1,100}$/.test(id) && !/^\.+$/.test(id);
}
