// The account schemas as the browser runs them: conform turns the form's FormData into values
// (an empty input becomes undefined, an empty file too) before zod sees them, so the messages
// must be the same i18n keys the action answers with.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { AvatarSchema, ChangePasswordSchema, ForgotPasswordSchema, LoginSchema, PhoneSchema, RegisterSchema, ResetPasswordSchema } from "./account-forms";
import { AVATAR_MAX_BYTES } from "./avatar-rules";

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) out[key] = messages[0];
  return out;
}

describe("account forms through conform", () => {
  it("login: both fields empty give both 'required' messages", () => {
    expect(errorsOf(parseWithZod(form({ email: "", password: "" }), { schema: LoginSchema }))).toEqual({
      email: "accounts.error.loginIdRequired",
      password: "accounts.error.passwordRequired",
    });
  });

  it("login: a filled form passes with the e-mail normalised", () => {
    const submission = parseWithZod(form({ email: " Demo@Bichee.MN ", password: "x" }), { schema: LoginSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.email).toBe("demo@bichee.mn");
  });

  it("register: an empty name, an unticked box and a different repeat each have their message", () => {
    const submission = parseWithZod(form({ name: "", email: "bat@example.mn", password: "secret12", repeat: "secret13" }), { schema: RegisterSchema });
    expect(errorsOf(submission)).toEqual({ name: "accounts.error.nameRequired", agree: "accounts.error.agreeRequired" });
    // zod runs the cross-field refine only when the fields themselves pass.
    const second = parseWithZod(form({ name: "Бат", email: "bat@example.mn", password: "secret12", repeat: "secret13", agree: "on" }), {
      schema: RegisterSchema,
    });
    expect(errorsOf(second)).toEqual({ repeat: "accounts.error.repeatMismatch" });
  });

  it("forgot password: an empty address is 'required', a wrong one 'invalid'", () => {
    expect(errorsOf(parseWithZod(form({ email: "" }), { schema: ForgotPasswordSchema }))).toEqual({ email: "accounts.error.emailRequired" });
    expect(errorsOf(parseWithZod(form({ email: "bat@" }), { schema: ForgotPasswordSchema }))).toEqual({ email: "accounts.error.emailInvalid" });
  });

  it("change password: short old password and mismatched confirmation", () => {
    expect(errorsOf(parseWithZod(form({ oldPassword: "123", password: "newpass1", repeat: "newpass1" }), { schema: ChangePasswordSchema }))).toEqual({
      oldPassword: "accounts.error.passwordShort",
    });
    expect(errorsOf(parseWithZod(form({ oldPassword: "oldpass", password: "newpass1", repeat: "newpass2" }), { schema: ChangePasswordSchema }))).toEqual({
      repeat: "accounts.error.confirmMismatch",
    });
  });

  it("reset password: a missing or cut token says the link is invalid", () => {
    expect(errorsOf(parseWithZod(form({ token: "", password: "newpass1", repeat: "newpass1" }), { schema: ResetPasswordSchema }))).toEqual({
      token: "accounts.resetInvalid",
    });
    expect(errorsOf(parseWithZod(form({ token: "short", password: "newpass1", repeat: "newpass1" }), { schema: ResetPasswordSchema }))).toEqual({
      token: "accounts.resetInvalid",
    });
    expect(parseWithZod(form({ token: "t".repeat(32), password: "newpass1", repeat: "newpass1" }), { schema: ResetPasswordSchema }).status).toBe("success");
  });

  it("update profile: the phone is eight digits", () => {
    expect(errorsOf(parseWithZod(form({ phone: "" }), { schema: PhoneSchema }))).toEqual({ phone: "accounts.error.phoneRequired" });
    expect(errorsOf(parseWithZod(form({ phone: "9911" }), { schema: PhoneSchema }))).toEqual({ phone: "accounts.error.phoneInvalid" });
    expect(parseWithZod(form({ phone: "99112233" }), { schema: PhoneSchema }).status).toBe("success");
  });

  it("update profile: the picture must be picked and at most 50 KB", () => {
    const file = (bytes: number) => new File([new Uint8Array(bytes)], "a.png", { type: "image/png" });
    expect(errorsOf(parseWithZod(form({ photo: file(0) }), { schema: AvatarSchema }))).toEqual({ photo: "profile.imageTooBig" });
    expect(errorsOf(parseWithZod(form({ photo: file(AVATAR_MAX_BYTES + 1) }), { schema: AvatarSchema }))).toEqual({ photo: "profile.imageTooBig" });
    expect(parseWithZod(form({ photo: file(AVATAR_MAX_BYTES) }), { schema: AvatarSchema }).status).toBe("success");
  });
});
