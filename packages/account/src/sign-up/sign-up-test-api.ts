import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { failure, fakeApi, ok, type FakeRoute } from "@casino/shell/test-support";
import { renderApp } from "../test/render-app.tsx";
import { COUNTRIES, CREATED, CURRENCIES, REGISTRATION_FIELDS, locationData } from "./sign-up-fixtures.ts";

export const locationIn = (code: string) => ok(locationData(code));

/** A fake API with the sign-up catalogue answered; `routes` add or replace calls. */
export function signUpApi(routes: Record<string, FakeRoute> = {}) {
  return fakeApi({
    "GET /api/admin/get-registration-fields": () => ok(REGISTRATION_FIELDS),
    "GET /api/admin/get-all-country": () => ok(COUNTRIES),
    "GET /api/admin/get-currencies": () => ok(CURRENCIES),
    "GET /api/admin/get-location": () => locationIn("DE"),
    "POST /api/user/sign-up": () => ok(CREATED),
    "GET /api/user/get-user-details": () => failure(401, "UNAUTHORIZED"),
    ...routes,
  });
}

export async function openSignUp(routes: Record<string, FakeRoute> = {}, brand: Record<string, unknown> = {}, path = "/?modal=login&tab=sign-up") {
  const api = signUpApi(routes);
  const app = renderApp(path, { fetch: api.fetch, brand });
  const dialog = await screen.findByRole("dialog");
  return { ...api, ...app, dialog, user: userEvent.setup() };
}

export const signUpCalls = (calls: ReturnType<typeof signUpApi>["calls"]) => calls.filter((c) => c.path === "/api/user/sign-up");

export async function fillFullForm(form: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(form).getByLabelText("E-mail"), "new@example.com");
  await user.type(within(form).getByLabelText("Password"), "secret12");
  await user.type(within(form).getByLabelText("Repeat password"), "secret12");
  await user.type(within(form).getByLabelText("First name"), "Nora");
  fireEvent.change(within(form).getByLabelText("Date of birth"), { target: { value: "1990-05-17" } });
  await user.click(within(form).getByLabelText("I am over 18 years old"));
  await user.click(within(form).getByLabelText(/I accept the/));
}
