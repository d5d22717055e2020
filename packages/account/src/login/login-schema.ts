import * as v from "valibot";

/** The translated texts of the login and forgot-password rules (the form passes them in from lingui). */
export type LoginMessages = {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
};

const emailRules = (messages: LoginMessages) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(messages.emailRequired), v.email(messages.emailInvalid));

/** Login form: e-mail required and well-formed, password required (its strength is the sign-up form's business). */
export const loginSchema = (messages: LoginMessages) =>
  v.object({
    email: emailRules(messages),
    password: v.pipe(v.string(), v.nonEmpty(messages.passwordRequired)),
  });
export type LoginValues = v.InferOutput<ReturnType<typeof loginSchema>>;

/** Forgot-password form: the e-mail only. */
export const forgotPasswordSchema = (messages: LoginMessages) => v.object({ email: emailRules(messages) });
export type ForgotPasswordValues = v.InferOutput<ReturnType<typeof forgotPasswordSchema>>;
