import { mutationOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { MessageResponseSchema, successEnvelope, type MessageResponse } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/**
 * Step 1, POST /api/user/forgot-password: by e-mail (a link with a token, valid 1 h) or, with the
 * brand's useSMSResetPassword, by SMS (a 6-digit code, valid 15 min). Always answers success, whether
 * or not an account matches, so the form cannot be used to probe addresses.
 */
export const ForgotPasswordPayloadSchema = v.union([
  v.object({ email: v.string(), redirectBase: v.optional(v.string()) }),
  v.object({ phoneCode: v.string(), phone: v.string() }),
]);
export type ForgotPasswordPayload = v.InferInput<typeof ForgotPasswordPayloadSchema>;
export const ForgotPasswordResponseSchema = MessageResponseSchema;

export const requestPasswordReset = (payload: ForgotPasswordPayload): Promise<MessageResponse> =>
  apiRequest({ method: "POST", path: "/api/user/forgot-password", body: payload, schema: ForgotPasswordResponseSchema });

/**
 * Step 2, POST /api/user/reset-password: the e-mailed token or the SMS code with its phone, plus the new
 * password. Ends every session of the player. Errors: INVALID_RESET_TOKEN, RESET_TOKEN_EXPIRED, WEAK_PASSWORD (400).
 */
export const ResetPasswordPayloadSchema = v.union([
  v.object({ token: v.string(), newPassword: v.string() }),
  v.object({ phoneCode: v.string(), phone: v.string(), code: v.string(), newPassword: v.string() }),
]);
export type ResetPasswordPayload = v.InferInput<typeof ResetPasswordPayloadSchema>;

/** Spec §2: after a reset the player goes to the login modal on the casino page. */
export const ResetPasswordResultSchema = v.object({ redirectTo: v.string() });
export const ResetPasswordResponseSchema = successEnvelope(ResetPasswordResultSchema);
export type ResetPasswordResult = v.InferOutput<typeof ResetPasswordResultSchema>;

export async function resetPassword(payload: ResetPasswordPayload): Promise<ResetPasswordResult> {
  const { data } = await apiRequest({
    method: "POST",
    path: "/api/user/reset-password",
    body: payload,
    schema: ResetPasswordResponseSchema,
  });
  return data;
}

export const requestPasswordResetMutationOptions = () =>
  mutationOptions({ mutationKey: ["user", "forgot-password"], mutationFn: requestPasswordReset });
export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ["user", "reset-password"], mutationFn: resetPassword });
