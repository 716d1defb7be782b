import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { objectNamed } from "./object-placement.server";

describe("objectNamed", () => {
  it("asks for the object by name with the Asia-Pacific location hint", () => {
    const calls: unknown[][] = [];
    const namespace = {
      idFromName: (name: string) => `id:${name}`,
      get: (...args: unknown[]) => (calls.push(args), "stub"),
    } as unknown as DurableObjectNamespace;
    expect(objectNamed(namespace, "lobby")).toBe("stub");
    expect(calls).toEqual([["id:lobby", { locationHint: "apac" }]]);
  });

  it("is the only place the app and the Worker look objects up by name", () => {
    const files = ["app", "workers"].flatMap((dir) => sourceFiles(dir));
    const lookups = files.filter((file) => /\.idFromName\(|\.newUniqueId\(|\.idFromString\(/.test(readFileSync(file, "utf8")));
    expect(lookups).toEqual([join("app", "services", "object-placement.server.ts")]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
