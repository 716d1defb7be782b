// The one reader of the Worker's settings (ADR 028). Every part of the app asks `settingsOf(env)`;
// nothing else reads APP_ENV, MAILER, MAIL_*, QPAY_*, PUBLIC_BASE_URL or PASSWORD_PEPPER.
// A deployed Worker (staging, production) needs every outside service configured for real: a missing,
// loopback, plain-http, emulator or outbox value is a problem, and workers/entry.ts then answers 503
// instead of quietly behaving like a local run. Problems name settings, never their values.
import { z } from "zod";

export type AppEnv = "local" | "test" | "staging" | "production";

/** The QPay merchant API client's settings (app/services/qpay.server.ts). */
export interface QPayConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  invoiceCode: string;
  /** Where QPay can reach this site (callback URLs start here). */
  publicBaseUrl: string;
  amountScale: 1 | 100;
}

export type MailSettings = { kind: "outbox" } | HttpMailSettings;
export interface HttpMailSettings {
  kind: "http";
  url: string;
  key: string;
  from: string;
}

interface LocalSettings {
  appEnv: "local" | "test";
  deployed: false;
  mail: MailSettings;
  /** null when the QPAY_* settings are incomplete: payments then answer "not configured". */
  qpay: QPayConfig | null;
  /** The names of the missing or invalid QPAY_* settings, for that answer. */
  qpayProblems: string[];
  publicBaseUrl: string | null;
  passwordPepper: string | undefined;
  /** `npm run dev` only: wrangler's live-reload script has no nonce (ADR 019). */
  cspReportOnly: boolean;
}

interface DeployedSettings {
  appEnv: "staging" | "production";
  deployed: true;
  mail: HttpMailSettings;
  qpay: QPayConfig;
  qpayProblems: [];
  publicBaseUrl: string;
  passwordPepper: string;
  cspReportOnly: false;
}

export type Settings = LocalSettings | DeployedSettings;

export type ProblemReason = "missing" | "invalid" | "loopback" | "not-https" | "emulator" | "local-only";
export interface SettingProblem {
  name: string;
  reason: ProblemReason;
}

export type SettingsCheck = { ok: true; settings: Settings } | { ok: false; appEnv: AppEnv; problems: SettingProblem[] };

// The QPay emulator's merchant (scripts/qpay-emulator-core.mjs EMULATOR_DEFAULTS; a unit test keeps them equal).
export const EMULATOR_MERCHANT = { clientId: "BICHEE_LOCAL", clientSecret: "local-emulator-secret", invoiceCode: "BICHEE_LOCAL_INVOICE" } as const;
const MIN_PEPPER_LENGTH = 16;

const APP_ENVS = ["local", "test", "staging", "production"] as const;
const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** 127.0.0.0/8, localhost (and *.localhost), ::1, 0.0.0.0 / :: and IPv4-mapped loopback. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (/^127(\.\d{1,3}){3}$/.test(host) || host === "0.0.0.0") return true;
  if (host === "::1" || host === "::" || /^(0{1,4}:){7}0{0,3}1$/.test(host)) return true;
  // URL writes ::ffff:127.0.0.1 as ::ffff:7f00:1.
  return /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(host);
}

/** Problems of a URL setting: `deployed` asks for https and no loopback. */
function urlProblem(name: string, value: string | undefined, deployed: boolean): SettingProblem | null {
  if (value === undefined) return { name, reason: "missing" };
  if (!URL.canParse(value)) return { name, reason: "invalid" };
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") return { name, reason: "invalid" };
  if (!deployed) return null;
  if (isLoopbackHost(url.hostname)) return { name, reason: "loopback" };
  if (url.protocol !== "https:") return { name, reason: "not-https" };
  return null;
}

function readAppEnv(raw: unknown): { appEnv: AppEnv; problem: SettingProblem | null } {
  const value = text(raw);
  // No APP_ENV is production: the safe reading of a deploy that forgot it.
  if (value === undefined) return { appEnv: "production", problem: null };
  const parsed = z.enum(APP_ENVS).safeParse(value);
  return parsed.success ? { appEnv: parsed.data, problem: null } : { appEnv: "production", problem: { name: "APP_ENV", reason: "invalid" } };
}

function readMail(vars: Readonly<Record<string, unknown>>, deployed: boolean, problems: SettingProblem[]): MailSettings | null {
  const mailer = text(vars.MAILER) ?? (deployed ? undefined : "outbox");
  if (mailer === undefined) problems.push({ name: "MAILER", reason: "missing" });
  else if (mailer === "outbox") {
    if (deployed) problems.push({ name: "MAILER", reason: "local-only" });
    else return { kind: "outbox" };
  } else if (mailer !== "http") problems.push({ name: "MAILER", reason: "invalid" });
  // A deployed Worker always needs the mail API, whatever MAILER says.
  if (mailer !== "http" && !deployed) return null;
  const url = text(vars.MAIL_API_URL);
  const key = text(vars.MAIL_API_KEY);
  const from = text(vars.MAIL_FROM);
  const before = problems.length;
  const urlIssue = urlProblem("MAIL_API_URL", url, deployed);
  if (urlIssue) problems.push(urlIssue);
  if (!key) problems.push({ name: "MAIL_API_KEY", reason: "missing" });
  if (!from) problems.push({ name: "MAIL_FROM", reason: "missing" });
  else if (!z.email().safeParse(from.replace(/^.*<([^>]+)>\s*$/, "$1")).success) problems.push({ name: "MAIL_FROM", reason: "invalid" });
  return problems.length === before && mailer === "http" ? { kind: "http", url: trimSlash(url!), key: key!, from: from! } : null;
}

function readQPay(
  vars: Readonly<Record<string, unknown>>,
  publicBaseUrl: string | null,
  deployed: boolean,
): { config: QPayConfig | null; problems: SettingProblem[] } {
  const problems: SettingProblem[] = [];
  const baseUrl = text(vars.QPAY_BASE_URL);
  const baseIssue = urlProblem("QPAY_BASE_URL", baseUrl, deployed);
  if (baseIssue) problems.push(baseIssue);
  const merchant = { clientId: text(vars.QPAY_CLIENT_ID), clientSecret: text(vars.QPAY_CLIENT_SECRET), invoiceCode: text(vars.QPAY_INVOICE_CODE) };
  const names = { clientId: "QPAY_CLIENT_ID", clientSecret: "QPAY_CLIENT_SECRET", invoiceCode: "QPAY_INVOICE_CODE" } as const;
  for (const key of ["clientId", "clientSecret", "invoiceCode"] as const) {
    if (merchant[key] === undefined) problems.push({ name: names[key], reason: "missing" });
    else if (deployed && merchant[key] === EMULATOR_MERCHANT[key]) problems.push({ name: names[key], reason: "emulator" });
  }
  const scale = text(vars.QPAY_AMOUNT_SCALE) ?? "1";
  if (scale !== "1" && scale !== "100") problems.push({ name: "QPAY_AMOUNT_SCALE", reason: "invalid" });
  if (problems.length > 0 || publicBaseUrl === null) return { config: null, problems };
  return {
    config: {
      baseUrl: trimSlash(baseUrl!),
      clientId: merchant.clientId!,
      clientSecret: merchant.clientSecret!,
      invoiceCode: merchant.invoiceCode!,
      publicBaseUrl,
      amountScale: scale === "100" ? 100 : 1,
    },
    problems,
  };
}

/** Reads and checks the settings; pure (tests call it with plain objects). */
export function checkSettings(vars: Readonly<Record<string, unknown>>): SettingsCheck {
  const { appEnv, problem } = readAppEnv(vars.APP_ENV);
  const deployed = appEnv === "staging" || appEnv === "production";
  const problems: SettingProblem[] = problem ? [problem] : [];

  const publicRaw = text(vars.PUBLIC_BASE_URL);
  const publicIssue = publicRaw === undefined && !deployed ? null : urlProblem("PUBLIC_BASE_URL", publicRaw, deployed);
  if (publicIssue) problems.push(publicIssue);
  const publicBaseUrl = publicRaw !== undefined && !publicIssue ? trimSlash(publicRaw) : null;

  const mail = readMail(vars, deployed, problems);
  const qpay = readQPay(vars, publicBaseUrl, deployed);
  const pepper = text(vars.PASSWORD_PEPPER);

  if (deployed) {
    problems.push(...qpay.problems);
    if (pepper === undefined) problems.push({ name: "PASSWORD_PEPPER", reason: "missing" });
    else if (pepper.length < MIN_PEPPER_LENGTH) problems.push({ name: "PASSWORD_PEPPER", reason: "invalid" });
    if (problems.length > 0) return { ok: false, appEnv, problems };
    return {
      ok: true,
      settings: {
        appEnv,
        deployed: true,
        mail: mail as HttpMailSettings,
        qpay: qpay.config!,
        qpayProblems: [],
        publicBaseUrl: publicBaseUrl!,
        passwordPepper: pepper!,
        cspReportOnly: false,
      },
    };
  }
  if (problems.length > 0) return { ok: false, appEnv, problems };
  const qpayProblems = [...qpay.problems.map((p) => p.name), ...(publicBaseUrl === null ? ["PUBLIC_BASE_URL"] : [])];
  return {
    ok: true,
    settings: {
      appEnv,
      deployed: false,
      mail: mail ?? { kind: "outbox" },
      qpay: qpay.config,
      qpayProblems,
      publicBaseUrl,
      passwordPepper: pepper,
      // `npm run dev` only: its live-reload script carries no nonce (ADR 019); tests always enforce.
      cspReportOnly: appEnv === "local" && text(vars.CSP_REPORT_ONLY) === "1",
    },
  };
}

/** Thrown by settingsOf when the settings are broken; workers/entry.ts answers 503 before it can be. */
export class SettingsError extends Error {
  constructor(readonly problems: SettingProblem[]) {
    super(`Settings need attention: ${describeProblems(problems)}`);
    this.name = "SettingsError";
  }
}

/** "PUBLIC_BASE_URL (loopback), MAIL_API_KEY (missing)": names and reasons, never a value. */
export function describeProblems(problems: SettingProblem[]): string {
  return problems.map((p) => `${p.name} (${p.reason})`).join(", ");
}

// The env object of a Worker does not change while it lives: one check per env object, not per call.
const checked = new WeakMap<object, SettingsCheck>();

export function checkEnv(env: Env): SettingsCheck {
  let result = checked.get(env);
  if (!result) {
    result = checkSettings(env as unknown as Record<string, unknown>);
    checked.set(env, result);
  }
  return result;
}

/** The settings of a Worker whose check passed (every request reaches the app only after it did). */
export function settingsOf(env: Env): Settings {
  const result = checkEnv(env);
  if (!result.ok) throw new SettingsError(result.problems);
  return result.settings;
}

/** Local development and tests: /dev/* and the other local-only tools exist. */
export function isLocal(env: Env): boolean {
  const result = checkEnv(env);
  return result.ok && !result.settings.deployed;
}

/**
 * The site's public origin, for links sent by mail (issue 29): from PUBLIC_BASE_URL, never from the
 * request's Host header, which the sender of the request chooses. A deployed Worker always has it.
 */
export function siteOrigin(env: Env): string {
  const publicBaseUrl = settingsOf(env).publicBaseUrl;
  if (publicBaseUrl === null) throw new Error("PUBLIC_BASE_URL must be set to the site's http(s) origin for mailed links");
  return new URL(publicBaseUrl).origin;
}
