import { mutationOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** Spec §7 login payload. `email` also takes the username (1-click accounts log in with it). */
export const LoginPayloadSchema = v.object({
  email: v.string(),
  password: v.string(),
  recaptchaToken: v.optional(v.string()),
  afterReg: v.optional(v.boolean()),
  cpnc: v.nullish(v.string()),
  mkt: v.nullish(v.string()),
  userDeviceType: v.optional(v.picklist(["mobile", "desktop"])),
  screenResolution: v.optional(v.string()),
  uidToken: v.nullish(v.string()),
});
export type LoginPayload = v.InferInput<typeof LoginPayloadSchema>;

/** The previous login (null on the first one). */
export const LastLoginSchema = v.object({ created_at: v.string(), ip: v.string(), location: v.string() });

export const LoginResultSchema = v.object({
  accessToken: v.string(),
  lastLogin: v.nullable(LastLoginSchema),
  locale: v.string(),
  cpnc: v.nullable(v.string()),
  userId: v.number(),
});
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;
export const LoginResponseSchema = successEnvelope(LoginResultSchema);

/** POST /api/user/login. Wrong email or password: 400 INVALID_CREDENTIALS. */
export async function login(payload: LoginPayload): Promise<LoginResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/login", body: payload, schema: LoginResponseSchema });
  return data;
}

export const loginMutationOptions = () => mutationOptions({ mutationKey: ["user", "login"], mutationFn: login });
