// One zod schema per account form (SPEC §5), shared by the browser for instant messages and by the
// actions for the truth. Messages are i18n keys; the UI translates them.
import { z } from "zod";
import { AVATAR_MAX_BYTES } from "./avatar-rules";
import { looksLikeUsername } from "../classes/usernames";
import { isPlaceholderEmail } from "./placeholder-email";
import { visibleText } from "./visible-text";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: "accounts.error.emailRequired" })
  .trim()
  .toLowerCase()
  .min(1, { error: "accounts.error.emailRequired" })
  .max(254, { error: "accounts.error.emailInvalid" })
  .pipe(z.email({ error: "accounts.error.emailInvalid" }))
  // ".invalid" addresses are class accounts' placeholders (ADR 036): nobody registers one.
  .refine((v) => !isPlaceholderEmail(v), { error: "accounts.error.emailInvalid" });

/**
 * What the login form's "email" field takes (issue 30): an e-mail, or the login name of a class account
 * made by a teacher. The field keeps its name, so the JSON call's contract (SPEC §7) stays as it was.
 */
const loginIdentifier = (
  required: "accounts.error.loginIdRequired" | "accounts.error.emailRequired",
  invalid: "accounts.error.loginIdInvalid" | "accounts.error.emailInvalid",
) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required })
    .max(254, { error: invalid })
    .refine((v) => looksLikeUsername(v) || z.email().safeParse(v).success, { error: invalid });

/** Shown to other players: normalised, no control or invisible characters (visible-text.ts). */
const name = z
  .string({ error: "accounts.error.nameRequired" })
  .transform((raw, ctx) => {
    const checked = visibleText(raw);
    if (checked.ok) return checked.text;
    ctx.addIssue({ code: "custom", message: checked.problem === "control" ? "accounts.error.nameControl" : "accounts.error.nameRequired" });
    return z.NEVER;
  })
  .pipe(z.string().max(60, { error: "accounts.error.nameLong" }));

const newPassword = z
  .string({ error: "accounts.error.passwordRequired" })
  .min(1, { error: "accounts.error.passwordRequired" })
  .min(PASSWORD_MIN, { error: "accounts.error.passwordShort" })
  .max(PASSWORD_MAX, { error: "accounts.error.passwordLong" });

export const RegisterSchema = z
  .object({
    name,
    email,
    password: newPassword,
    repeat: newPassword,
    agree: z.literal("on", { error: "accounts.error.agreeRequired" }),
  })
  .refine((f) => f.password === f.repeat, { path: ["repeat"], error: "accounts.error.repeatMismatch" });
export type Register = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: loginIdentifier("accounts.error.loginIdRequired", "accounts.error.loginIdInvalid"),
  password: z.string({ error: "accounts.error.passwordRequired" }).min(1, { error: "accounts.error.passwordRequired" }).max(PASSWORD_MAX),
});
export type Login = z.infer<typeof LoginSchema>;

/** A class account may type its login name: it gets the same answer, and no mail (it has no address). */
export const ForgotPasswordSchema = z.object({ email: loginIdentifier("accounts.error.emailRequired", "accounts.error.emailInvalid") });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  // A missing or mangled token is the link's fault: the user is told the link is no longer good.
  .object({
    token: z.string({ error: "accounts.resetInvalid" }).min(20, { error: "accounts.resetInvalid" }).max(100, { error: "accounts.resetInvalid" }),
    password: newPassword,
    repeat: newPassword,
  })
  .refine((f) => f.password === f.repeat, { path: ["repeat"], error: "accounts.error.confirmMismatch" });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = z
  .object({ oldPassword: newPassword, password: newPassword, repeat: newPassword })
  .refine((f) => f.password === f.repeat, { path: ["repeat"], error: "accounts.error.confirmMismatch" });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** A class account adds an address of its own; its password proves it is the learner, not a borrowed session. */
export const AddEmailSchema = z.object({
  email,
  password: z.string({ error: "accounts.error.passwordRequired" }).min(1, { error: "accounts.error.passwordRequired" }).max(PASSWORD_MAX),
});
export type AddEmail = z.infer<typeof AddEmailSchema>;

export const PhoneSchema = z.object({
  phone: z
    .string({ error: "accounts.error.phoneRequired" })
    .trim()
    .min(1, { error: "accounts.error.phoneRequired" })
    .regex(/^\d{8}$/, { error: "accounts.error.phoneInvalid" }),
});
export type Phone = z.infer<typeof PhoneSchema>;

/**
 * The profile picture form (SPEC §5: at most 50 KB). The browser's File and the Worker's File both
 * carry a size; an empty pick arrives as undefined. Whether it is really an image is read from its
 * bytes on the server (avatar-rules.ts), not here.
 */
export const AvatarSchema = z.object({
  photo: z
    .custom<{ size: number }>((v) => typeof v === "object" && v !== null && typeof (v as { size?: unknown }).size === "number", {
      error: "profile.imageTooBig",
    })
    .refine((file) => file.size > 0 && file.size <= AVATAR_MAX_BYTES, { error: "profile.imageTooBig" }),
});
export type Avatar = z.infer<typeof AvatarSchema>;

/** SPEC §5 strength bar: 0 when empty; under 6 one (red); 6–8 two; 9–12 three; over 12 four. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  const n = [...password].length;
  if (n === 0) return 0;
  if (n < 6) return 1;
  if (n <= 8) return 2;
  if (n <= 12) return 3;
  return 4;
}

/** First message per field, for showing next to the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** The JSON API's register call (SPEC §7: name, email, password); the page form adds repeat and terms. */
export const ApiRegisterSchema = z.object({
  name,
  email,
  password: newPassword,
});
export type ApiRegister = z.infer<typeof ApiRegisterSchema>;

/** The JSON API's change-password call (SPEC §7: oldPassword, password); the page adds the repeat. */
export const ApiChangePasswordSchema = z.object({ oldPassword: newPassword, password: newPassword });
export type ApiChangePassword = z.infer<typeof ApiChangePasswordSchema>;
