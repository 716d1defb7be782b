import { describe, expect, it } from "vitest";
import { PASSWORD_MAX as APP_PASSWORD_MAX } from "~/core/accounts/account-forms";
import { verifyPassword } from "~/utils/password.server";
import { generatePassword, insertStatement, parseArgs, PASSWORD_MAX, PASSWORD_MIN, promoteStatement } from "./admin-create.mjs";
import { hashPassword } from "./password-hash.mjs";

describe("admin:create", () => {
  it("writes to the local database by default and to a deployed one only when asked", () => {
    expect(parseArgs(["--email", " Head@School.MN "], {})).toMatchObject({
      email: "head@school.mn",
      name: "Админ",
      target: ["--local", "--env", "local"],
      promote: false,
    });
    const pepper = { PASSWORD_PEPPER: "the-deployed-pepper-value" };
    expect(parseArgs(["--email", "a@b.mn", "--remote"], pepper).target).toEqual(["--remote"]);
    expect(parseArgs(["--email", "a@b.mn", "--remote", "--env", "staging"], pepper).target).toEqual(["--remote", "--env", "staging"]);
    expect(() => parseArgs(["--email", "a@b.mn", "--remote", "--env", "local"], pepper)).toThrow(/never remote/);
    expect(() => parseArgs(["--email", "a@b.mn", "--env", "qa"], pepper)).toThrow(/--env must be one of/);
  });

  it("refuses a missing or malformed e-mail", () => {
    expect(() => parseArgs([], {})).toThrow(/--email/);
    expect(() => parseArgs(["--email", "not-an-address"], {})).toThrow(/--email/);
  });

  it("needs the deployed pepper for a remote account, since a hash without it would never match", () => {
    expect(() => parseArgs(["--email", "a@b.mn", "--remote"], {})).toThrow(/PASSWORD_PEPPER/);
    // Promoting an existing account sets no password.
    expect(parseArgs(["--email", "a@b.mn", "--remote", "--promote"], {}).promote).toBe(true);
  });

  it("makes a one-time password the app accepts, and a hash the app verifies with the same pepper", async () => {
    const password = generatePassword();
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
    expect(generatePassword()).not.toBe(password);
    expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
    expect(PASSWORD_MAX).toBe(APP_PASSWORD_MAX);
    const hash = await hashPassword(password, "the-deployed-pepper-value");
    expect(await verifyPassword(password, hash, "the-deployed-pepper-value")).toBe(true);
    expect(await verifyPassword(password, hash, undefined)).toBe(false);
    expect(await verifyPassword(password, await hashPassword(password), undefined)).toBe(true);
  });

  it("inserts a verified admin, leaves an existing e-mail alone, and quotes what it writes", () => {
    const sql = insertStatement(
      { email: "o'neil@school.mn", name: "Ерөнхий админ" },
      { hash: "h", salt: "s", iterations: 100_000, algorithm: "pbkdf2-sha256" },
      1_700_000_000_000,
    );
    expect(sql).toContain("'o''neil@school.mn'");
    expect(sql).toContain("1700000000000, 'admin', 'h', 's', 100000, 'pbkdf2-sha256'");
    expect(sql).toContain("ON CONFLICT(email) DO NOTHING RETURNING id");
    expect(promoteStatement({ email: "a@b.mn" })).toBe("UPDATE users SET role = 'admin' WHERE email = 'a@b.mn' RETURNING id, email, role");
  });
});
