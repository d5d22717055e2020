// User entity and auth calls.
export {
  AccountRecordSchema,
  ActiveBonusSummarySchema,
  EMPTY_EMAIL_DOMAIN,
  GENDERS,
  KYC_APPROVED,
  PLACEHOLDER_DATE_OF_BIRTH,
  ReferralDataSchema,
  UserLimitSchema,
  UserSchema,
  UserWalletSchema,
  hasRealEmail,
} from "../endpoints/user/user-schema.ts";
export type { AccountRecord, ActiveBonusSummary, Gender, User, UserLimit, UserWallet } from "../endpoints/user/user-schema.ts";
export {
  USER_DETAILS_SERVER_TIMEOUT_MS,
  UserDetailsResponseSchema,
  UserDetailsSchema,
  getUserDetails,
  userDetailsQueryKey,
  userDetailsQueryOptions,
} from "../endpoints/user/get-user-details.ts";
export type { UserDetails } from "../endpoints/user/get-user-details.ts";
export {
  UpdateUserDetailsPayloadSchema,
  UpdateUserDetailsResponseSchema,
  updateUserDetails,
  updateUserDetailsMutationOptions,
} from "../endpoints/user/update-user-details.ts";
export type { UpdateUserDetailsPayload } from "../endpoints/user/update-user-details.ts";
export {
  LastLoginSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
  LoginResultSchema,
  login,
  loginMutationOptions,
} from "../endpoints/auth/login.ts";
export type { LoginPayload, LoginResult } from "../endpoints/auth/login.ts";
export {
  CreatedUserSchema,
  SignUpPayloadSchema,
  SignUpResponseSchema,
  SignUpResultSchema,
  signUp,
  signUpMutationOptions,
} from "../endpoints/auth/sign-up.ts";
export type { CreatedUser, SignUpPayload, SignUpResult } from "../endpoints/auth/sign-up.ts";
export {
  LOGOUT_REASONS,
  LogoutPayloadSchema,
  LogoutResponseSchema,
  logout,
  logoutMutationOptions,
} from "../endpoints/auth/logout.ts";
export type { LogoutPayload } from "../endpoints/auth/logout.ts";
export {
  ForgotPasswordPayloadSchema,
  ForgotPasswordResponseSchema,
  ResetPasswordPayloadSchema,
  ResetPasswordResponseSchema,
  ResetPasswordResultSchema,
  requestPasswordReset,
  requestPasswordResetMutationOptions,
  resetPassword,
  resetPasswordMutationOptions,
} from "../endpoints/auth/password-reset.ts";
export type { ForgotPasswordPayload, ResetPasswordPayload, ResetPasswordResult } from "../endpoints/auth/password-reset.ts";
export {
  SendVerificationEmailPayloadSchema,
  SendVerificationEmailResponseSchema,
  VERIFY_EMAIL_RESULTS,
  VerifyEmailPayloadSchema,
  VerifyEmailResponseSchema,
  VerifyEmailResultSchema,
  sendVerificationEmail,
  sendVerificationEmailMutationOptions,
  verifyEmail,
  verifyEmailMutationOptions,
} from "../endpoints/auth/email-verification.ts";
export type { SendVerificationEmailPayload, VerifyEmailResult } from "../endpoints/auth/email-verification.ts";
export {
  RegistrationCredentialsPayloadSchema,
  RegistrationCredentialsResponseSchema,
  sendRegistrationCredentials,
  sendRegistrationCredentialsMutationOptions,
} from "../endpoints/auth/registration-credentials.ts";
export type { RegistrationCredentialsPayload } from "../endpoints/auth/registration-credentials.ts";
