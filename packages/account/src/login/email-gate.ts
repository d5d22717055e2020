import type { QueryClient } from "@tanstack/react-query";
import { hasRealEmail, sendVerificationEmail, userDetailsQueryOptions } from "@casino/api-client";

export type EmailGateResult = { passed: true } | { passed: false; linkSent: boolean };

/**
 * verifyEmailStatusOnLogin: right after login (the token is stored), a player whose real e-mail is not verified
 * is not let in. A new verification link is sent while the token still works, then the session is ended.
 * Players without an e-mail (phone sign-ups, placeholder addresses of the empty-email domain) pass.
 */
export async function checkEmailOnLogin(queryClient: QueryClient, signOut: () => Promise<void>): Promise<EmailGateResult> {
  const user = await queryClient.fetchQuery(userDetailsQueryOptions());
  if (user.isEmailVerified || !hasRealEmail(user.email)) return { passed: true };
  const linkSent = await sendVerificationEmail({ redirectBase: window.location.origin }).then(
    () => true,
    () => false,
  );
  await signOut();
  return { passed: false, linkSent };
}
