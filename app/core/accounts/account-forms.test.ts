import { describe, expect, it } from "vitest";
import { ChangePasswordSchema, fieldErrors, LoginSchema, passwordStrength, PhoneSchema, RegisterSchema } from "./account-forms";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords";

const valid = { name: "Бат", email: " Bat@Example.MN ", password: "secret12", repeat: "secret12", agree: "on" };

describe("RegisterSchema", () => {
  it("accepts a complete form and normalises the e-mail", () => {
    const r = RegisterSchema.safeParse(valid);
    expect(r.success && r.data.email).toBe("bat@example.mn");
  });
  it.each([
    [{ name: "  " }, "name", "accounts.error.nameRequired"],
    [{ name: "\u200B\u200B\u200B" }, "name", "accounts.error.nameRequired"],
    [{ name: "Бат\u0000" }, "name", "accounts.error.nameControl"],
    [{ name: "\u001b[31mБат" }, "name", "accounts.error.nameControl"],
    [{ name: "\u202EБат" }, "name", "accounts.error.nameControl"],
    [{ name: "а".repeat(61) }, "name", "accounts.error.nameLong"],
    [{ email: "" }, "email", "accounts.error.emailRequired"],
    [{ email: "not-an-email" }, "email", "accounts.error.emailInvalid"],
    [{ password: "", repeat: "" }, "password", "accounts.error.passwordRequired"],
    [{ password: "12345", repeat: "12345" }, "password", "accounts.error.passwordShort"],
    [{ repeat: "secret13" }, "repeat", "accounts.error.repeatMismatch"],
    [{ agree: undefined }, "agree", "accounts.error.agreeRequired"],
  ])("refuses %o with %s: %s", (patch, field, message) => {
    const r = RegisterSchema.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error)[field]).toBe(message);
  });
  it("stores the name cleaned: NFC, single spaces, no zero-width filler", () => {
    const r = RegisterSchema.safeParse({ ...valid, name: " \u200BБат   Болд\u200B " });
    expect(r.success && r.data.name).toBe("Бат Болд");
  });
  it("accepts exactly 6 characters", () => {
    expect(RegisterSchema.safeParse({ ...valid, password: "abcdef", repeat: "abcdef" }).success).toBe(true);
  });
});

describe("LoginSchema", () => {
  it("needs both fields", () => {
    const r = LoginSchema.safeParse({ email: "", password: "" });
    expect(!r.success && fieldErrors(r.error)).toEqual({ email: "accounts.error.loginIdRequired", password: "accounts.error.passwordRequired" });
  });
});

describe("ChangePasswordSchema", () => {
  it("says 'confirmation wrong' when new and repeat differ", () => {
    const r = ChangePasswordSchema.safeParse({ oldPassword: "oldpass", password: "newpass1", repeat: "newpass2" });
    expect(!r.success && fieldErrors(r.error).repeat).toBe("accounts.error.confirmMismatch");
  });
  it("needs at least 6 characters in all three", () => {
    const r = ChangePasswordSchema.safeParse({ oldPassword: "12345", password: "newpass1", repeat: "newpass1" });
    expect(!r.success && fieldErrors(r.error).oldPassword).toBe("accounts.error.passwordShort");
  });
});

describe("PhoneSchema", () => {
  it.each([
    ["99112233", true],
    ["9911223", false],
    ["991122334", false],
    ["9911a233", false],
    ["", false],
  ])("%s → %s", (phone, ok) => {
    expect(PhoneSchema.safeParse({ phone }).success).toBe(ok);
  });
});

describe("passwordStrength", () => {
  it.each([
    ["", 0],
    ["abc", 1],
    ["abcde", 1],
    ["abcdef", 2],
    ["abcdefgh", 2],
    ["abcdefghi", 3],
    ["abcdefghijkl", 3],
    ["abcdefghijklm", 4],
  ])("%s has %i segments", (pw, n) => expect(passwordStrength(pw)).toBe(n));
});

describe("common passwords", () => {
  it("ships 1,000 and matches case-insensitively", () => {
    expect(COMMON_PASSWORD_COUNT).toBe(1000);
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("QWERTY123")).toBe(true);
    expect(isCommonPassword("Bichee-demo-2026")).toBe(false);
  });
});
