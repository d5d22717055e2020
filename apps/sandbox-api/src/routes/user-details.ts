import type { Hono } from "hono";
import { UpdateUserDetailsPayloadSchema } from "@casino/api-client";
import { sendVerificationLink } from "../auth/messages.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { profileChanges } from "../auth/profile-changes.ts";
import { checkPassword } from "../auth/sign-up-rules.ts";
import { apiOrigin, redirectBase } from "../auth/visitor.ts";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { badRequest, forbidden } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import { endUserSessions } from "../repos/sessions.ts";
import { toUserDetails } from "../repos/user-details.ts";
import { findUserById, updateUser, type UserRow } from "../repos/users.ts";

/** GET and PUT of the player's own profile (spec §7). */
export function registerUserDetailsRoutes(app: Hono, { db, clock }: AppDeps): void {
  const currentUser = (userId: number): UserRow => {
    const user = findUserById(db, userId);
    if (!user) throw forbidden();
    return user;
  };

  app.get("/api/user/get-user-details", (c) => {
    const { userId } = requireUser(c);
    return c.json({ success: true, data: toUserDetails(db, currentUser(userId)) });
  });

  app.put("/api/user/update-user-details", async (c) => {
    const { userId, sessionId } = requireUser(c);
    const body = await readBody(c, UpdateUserDetailsPayloadSchema);
    const now = clock();
    const user = currentUser(userId);
    const { changes, emailChanged } = profileChanges(db, user, body, now);

    const changingPassword = body.newPassword !== undefined;
    if (changingPassword) {
      if (!body.currentPassword) throw badRequest("Current password is required", "CURRENT_PASSWORD_REQUIRED");
      if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
        throw badRequest("Current password is wrong", "INVALID_CURRENT_PASSWORD");
      }
      checkPassword(body.newPassword!);
      changes.password_hash = hashPassword(body.newPassword!);
    }

    db.transaction(() => {
      updateUser(db, userId, changes, now);
      // A new password logs out every other device; this one stays signed in.
      if (changingPassword) endUserSessions(db, userId, "SECURITY_LOGOUT", now, sessionId);
      if (emailChanged) {
        sendVerificationLink(db, { user: currentUser(userId), apiOrigin: apiOrigin(c), redirectBase: redirectBase(c, undefined), now });
      }
    })();
    const message = changingPassword ? "Password changed" : "Profile updated";
    return c.json({ success: true, message });
  });
}
