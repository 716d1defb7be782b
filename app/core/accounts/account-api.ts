// The account calls of SPEC §7 (register, login, facebook-login, forgot-password, change-password,
// get-user-info, auth-with-refresh-token, update-profile, update-profile-info): request and response
// schemas. The routes validate requests with these; the browser parses every answer with them.
import { z } from "zod";
import { defineContract, DataMessageRefusalSchema, NoFieldsSchema, RefusalSchema } from "../contracts/contract";
import { AVATAR_BODY_LIMIT } from "./avatar-rules";
import { ApiChangePasswordSchema, ApiRegisterSchema, ForgotPasswordSchema, LoginSchema, PhoneSchema } from "./account-forms";

const Count = z.number().int().nonnegative();

/** SPEC §7 get-user-info data.info (both spellings of the average accuracy are kept). */
export const UserInfoSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Always a URL: the learner's picture or the default one. */
  image: z.string().min(1),
  point: Count,
  rank_image: z.string(),
  rank_name: z.string(),
  avg_wpm: Count,
  avg_perent: Count,
  avg_percent: Count,
  record_wpm: Count,
  /** Subscription end (epoch ms); null = never paid. */
  end_at: z.number().int().nullable(),
  active: z.union([z.literal(0), z.literal(1)]),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

const MessageData = z.object({ message: z.string().min(1) });

export const registerContract = defineContract({
  name: "user.register",
  path: "/api/user/register",
  access: "public",
  request: ApiRegisterSchema,
  responses: {
    200: z.object({ result: z.literal(true), data: MessageData }),
    400: DataMessageRefusalSchema,
    409: DataMessageRefusalSchema,
    429: DataMessageRefusalSchema,
  },
});

/** A login (password or social): the token pair and the user's info. */
const LoggedInSchema = z.object({ result: z.literal(true), data: UserInfoSchema, token: z.string().min(20), refresh_token: z.string().min(20) });

export const loginContract = defineContract({
  name: "user.login",
  path: "/api/user/login",
  access: "public",
  request: LoginSchema,
  responses: {
    200: LoggedInSchema,
    /** SPEC §7: data holds the message on a refusal. */
    400: z.object({ result: z.literal(false), data: z.string().min(1) }),
    401: z.object({ result: z.literal(false), data: z.string().min(1) }),
    403: z.object({ result: z.literal(false), data: z.string().min(1) }),
    429: z.object({ result: z.literal(false), data: z.string().min(1) }),
  },
});

/** SPEC §7 sends the social profile; the server asks the provider and requires the same id. */
export const FacebookLoginSchema = z.object({
  accessToken: z.string().min(10).max(2048),
  user: z.object({ id: z.string().min(1).max(64) }).loose(),
});

export const facebookLoginContract = defineContract({
  name: "user.facebook-login",
  path: "/api/user/facebook-login",
  access: "public",
  request: FacebookLoginSchema,
  responses: {
    200: LoggedInSchema,
    400: DataMessageRefusalSchema,
    401: DataMessageRefusalSchema,
    403: DataMessageRefusalSchema,
    /** Not configured on this deployment. */
    404: DataMessageRefusalSchema,
  },
});

export const forgotPasswordContract = defineContract({
  name: "user.forgot-password",
  path: "/api/user/forgot-password",
  access: "public",
  request: ForgotPasswordSchema,
  responses: {
    200: z.object({ result: z.literal(true), data: MessageData }),
    400: DataMessageRefusalSchema,
    /** The limit's words sit under message as well as data.message. */
    429: DataMessageRefusalSchema.extend({ message: z.string().min(1) }),
  },
});

export const changePasswordContract = defineContract({
  name: "user.change-password",
  path: "/api/user/change-password",
  access: "user",
  request: ApiChangePasswordSchema,
  responses: {
    200: z.object({ result: z.literal("success"), data: MessageData }),
    400: z.object({ result: z.literal("failed"), data: MessageData }),
    429: z.object({ result: z.literal("failed"), data: MessageData }),
  },
});

/** SPEC §4 Session: 200 with data.info; 401 when the token has run out; 400 when the session is gone. */
export const userInfoContract = defineContract({
  name: "user.get-user-info",
  methods: ["POST", "GET"],
  path: "/api/user/get-user-info",
  access: "optional",
  input: "json",
  request: NoFieldsSchema,
  responses: {
    200: z.object({ status: z.literal(200), data: z.object({ info: UserInfoSchema }) }),
    400: z.object({ status: z.literal(400), data: z.null() }),
    401: z.object({ status: z.literal(401), data: z.null() }),
  },
});

/** GET ?refresh_token=…: the refresh token is spent once for a new pair. */
export const RefreshRequestSchema = z.object({ refresh_token: z.string().max(512).default("") });

export const refreshContract = defineContract({
  name: "user.auth-with-refresh-token",
  methods: ["GET"],
  path: "/api/user/auth-with-refresh-token",
  access: "public",
  request: RefreshRequestSchema,
  responses: {
    200: z.object({
      status: z.literal(200),
      data: z.tuple([z.object({ token: z.string().min(20), refresh_token: z.string().min(20), active: z.union([z.literal(0), z.literal(1)]) })]),
    }),
    401: z.object({ status: z.literal(401), data: z.tuple([]) }),
  },
});

/** Multipart `photo` (SPEC §7); the size and the bytes are judged on the server (413, 415). */
export const UpdateProfileRequestSchema = z.object({
  photo: z.custom<{ size: number; type: string }>((v) => typeof v === "object" && v !== null && typeof (v as { size?: unknown }).size === "number", {
    error: "profile.imageTooBig",
  }),
});

export const updateProfileContract = defineContract({
  name: "user.update-profile",
  path: "/api/user/update-profile",
  maxBodyBytes: AVATAR_BODY_LIMIT,
  access: "user",
  input: "form",
  request: UpdateProfileRequestSchema,
  responses: {
    200: z.object({ result: z.literal(true), image: z.string().min(1) }),
    400: RefusalSchema,
    413: RefusalSchema,
    415: RefusalSchema,
  },
});

export const updateProfileInfoContract = defineContract({
  name: "user.update-profile-info",
  path: "/api/user/update-profile-info",
  access: "user",
  request: PhoneSchema,
  responses: {
    200: z.object({ result: z.literal(true), data: z.object({ phone: z.string() }) }),
    400: RefusalSchema,
  },
});

export const ACCOUNT_CONTRACTS = [
  registerContract,
  loginContract,
  facebookLoginContract,
  forgotPasswordContract,
  changePasswordContract,
  userInfoContract,
  refreshContract,
  updateProfileContract,
  updateProfileInfoContract,
] as const;
