import { describe, expect, it } from "vitest";
import { backupFileName, backupsToDelete, parseArgs } from "./d1-backup.mjs";

describe("d1-backup", () => {
  it("names a backup by environment and UTC time, so names sort by time", () => {
    expect(backupFileName("production", new Date("2026-11-27T03:00:41Z"))).toBe("bichee-production-2026-11-27T0300Z.sql");
  });

  it("deletes only this environment's backups beyond the newest N", () => {
    const names = [
      "bichee-production-2026-11-25T0300Z.sql",
      "bichee-production-2026-11-27T0300Z.sql",
      "bichee-production-2026-11-26T0300Z.sql",
      "bichee-staging-2026-11-01T0300Z.sql",
      "notes.txt",
    ];
    expect(backupsToDelete(names, "production", 2)).toEqual(["bichee-production-2026-11-25T0300Z.sql"]);
    expect(backupsToDelete(names, "production", 5)).toEqual([]);
  });

  it("defaults to production, ./backups and 30 kept; refuses a bad count", () => {
    expect(parseArgs([])).toMatchObject({ env: "production", keep: 30 });
    expect(parseArgs(["--env", "staging", "--dir", "/srv/b", "--keep", "7"])).toEqual({ env: "staging", dir: "/srv/b", keep: 7 });
    expect(() => parseArgs(["--keep", "0"])).toThrow(/--keep/);
  });
});
