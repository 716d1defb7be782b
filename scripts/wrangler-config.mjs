// wrangler.toml without its [build] table, for a `wrangler dev` started after `npm run build` (the
// restart test's runtime, the second part of the e2e suite): with [build], every start runs the whole
// Remix build again and empties build/client under any other server already reading it. Paths are made
// absolute so the copy can live in the server's own state directory.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Writes the copy into `dir` and returns its path. */
export function configWithoutBuild(root, dir) {
  const out = [];
  let inBuild = false;
  for (const line of readFileSync(path.join(root, "wrangler.toml"), "utf8").split("\n")) {
    if (/^\s*\[/.test(line)) inBuild = /^\s*\[build\]\s*$/.test(line);
    if (inBuild) continue;
    out.push(line.replace(/^(main|directory|migrations_dir)\s*=\s*"([^"]+)"/, (_m, key, value) => `${key} = ${JSON.stringify(path.resolve(root, value))}`));
  }
  const file = path.resolve(root, dir, "wrangler.toml");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, out.join("\n"));
  return file;
}
