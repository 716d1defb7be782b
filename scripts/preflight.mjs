#!/usr/bin/env node
// What `npm test` needs from the machine beyond npm: Debian's Chromium (browser tests), hunspell with the
// Mongolian and English dictionaries (content checks), DejaVu Sans (the certificate PDF's font) and
// poppler's pdftotext (roster.spec reads the printed class cards' PDF).
// Missing pieces are installed with apt when we are root on Debian (as on CI); otherwise the run stops
// at once with the one command to run, instead of failing twenty minutes later.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

/** Debian package → is it there? */
const checks = {
  chromium: () => onPath("chromium") || (process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : false),
  hunspell: () => onPath("hunspell"),
  "hunspell-mn": () => existsSync("/usr/share/hunspell/mn_MN.dic"),
  "hunspell-en-us": () => existsSync("/usr/share/hunspell/en_US.dic"),
  "fonts-dejavu-core": () => existsSync("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
  "poppler-utils": () => onPath("pdftotext"),
};

const missing = Object.entries(checks)
  .filter(([, present]) => !present())
  .map(([name]) => name);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !onPath("apt-get")) {
  console.error(
    `npm test needs ${missing.join(", ")}. Install ${missing.length > 1 ? "them" : "it"} first:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}`,
  );
  console.error("(or point CHROMIUM_PATH at another Chromium)");
  process.exit(1);
}
console.log(`Installing from Debian: ${missing.join(" ")}`);
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
execFileSync("apt-get", ["install", "-y", "-qq", ...missing], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
});
