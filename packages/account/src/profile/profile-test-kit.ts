import type { UserDetails } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { freshPlayer } from "./profile-fixtures.ts";

/** Starts a test logged in (token in the store and cookie). */
export function startLoggedIn(): void {
  useSessionStore.getState().setToken("tok-profile");
}

/** The fresh player of the fixtures: first name locked, 1900-01-01, e-mail not verified. */
export const newPlayer = (overrides: Partial<UserDetails> = {}): UserDetails => freshPlayer(overrides);
