import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, fakeApi, message, ok, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { sampleCountries as COUNTRIES, samplePlayer } from "./profile-fixtures.ts";
import { newPlayer, startLoggedIn } from "./profile-test-kit.ts";

beforeEach(startLoggedIn);
afterEach(startAsGuest);

async function openEditProfile(player: object, save: FakeRoute, path = "/profile/edit-profile") {
  let current: object = player;
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(current),
    "GET /api/admin/get-all-country": () => ok(COUNTRIES),
    "PUT /api/user/update-user-details": async (request) => {
      const reply = await save(request);
      if (!(reply instanceof Error) && (reply.status ?? 200) < 300) current = { ...current, ...(request.body as object) };
      return reply;
    },
  });
  renderApp(path, { fetch: api.fetch });
  // The first render loads the lazy page chunk and two queries: slow when the whole suite runs in parallel.
  const form = await screen.findByRole("form", { name: "Edit profile" }, { timeout: 5000 });
  return { ...api, form, user: userEvent.setup() };
}

const saves = (calls: ReturnType<typeof fakeApi>["calls"]) => calls.filter((c) => c.method === "PUT" && c.path === "/api/user/update-user-details");
const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

describe("the edit-profile form", () => {
  it("shows locked fields read-only with the reason, and never sends them", async () => {
    const { form, user, calls } = await openEditProfile(samplePlayer({ city: null }), () => message("Profile updated"));
    for (const label of ["First name", "Last name", "E-mail", "Address"]) {
      expect(input(form, label).readOnly).toBe(true);
      expect(input(form, label).getAttribute("aria-readonly")).toBe("true");
    }
    expect(within(form).getByText("Locked: your e-mail is verified and can no longer be changed.")).toBeTruthy();
    expect(within(form).getAllByText(/Locked: names cannot be changed once set/)).toHaveLength(2);
    for (const label of ["Date of birth", "Phone number"]) expect(input(form, label).readOnly).toBe(true);
    expect(input(form, "Country").value).toBe("Malta");
    expect(input(form, "Phone code").readOnly).toBe(true);
    await user.type(input(form, "City"), "Valletta");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const body = saves(calls)[0]?.body as Record<string, unknown>;
    for (const locked of ["email", "firstName", "lastName", "address", "dateOfBirth", "countryCode", "phoneCode", "phone"]) {
      expect(body).not.toHaveProperty(locked);
    }
    expect(body).toMatchObject({ city: "Valletta", updateFrom: "profile", onChangeResetKyc: true });
  });

  it("sends the spec §5 normalised payload and shows the server's success message", async () => {
    const { form, user, calls } = await openEditProfile(newPlayer(), () => message("Profile updated"));
    expect(input(form, "First name").readOnly).toBe(true);
    expect(input(form, "Last name").readOnly).toBe(false);
    await user.type(input(form, "Last name"), "  Fenech  ");
    await user.type(input(form, "Nickname"), "   ");
    await user.clear(input(form, "Date of birth"));
    await user.type(input(form, "Date of birth"), "1991-02-03");
    await user.selectOptions(within(form).getByLabelText("Country"), "MT");
    await user.selectOptions(within(form).getByLabelText("Phone code"), "+356");
    await user.type(input(form, "Phone number"), "79123456");
    await user.type(input(form, "Address"), " 1 Triq il-Kbira ");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    // After the save the form starts again from the re-read player (a new form element).
    expect(await screen.findByText("Profile updated", {}, { timeout: 3000 })).toBeTruthy();
    expect(saves(calls)[0]?.body).toEqual({
      email: "fiona@example.com",
      lastName: "Fenech",
      nickname: null,
      city: null,
      countryCode: "MT",
      phoneCode: "+356",
      phone: "79123456",
      dateOfBirth: "1991-02-03",
      gender: "Not to say",
      address: "1 Triq il-Kbira",
      updateFrom: "profile",
      onChangeResetKyc: true,
    });
    // The player is re-read: the saved last name is now locked.
    const saved = screen.getByRole("form", { name: "Edit profile" });
    expect(input(saved, "Last name").readOnly).toBe(true);
    expect(input(saved, "Last name").value).toBe("Fenech");
  });

  it("offers the phone codes deduplicated, without AX, sorted; and countries deduplicated by code, named and ordered in the player's language", async () => {
    const { form } = await openEditProfile(newPlayer(), () => message("Profile updated"));
    const codes = within(within(form).getByLabelText("Phone code")).getAllByRole("option").map((o) => o.textContent);
    expect(codes).toEqual(["—", "+1", "+49", "+356", "+358"]);
    const countries = within(within(form).getByLabelText("Country")).getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
    expect(countries).toEqual(["", "AX", "CA", "FI", "DE", "MT", "US"]);
    expect(within(within(form).getByLabelText("Country")).getByRole("option", { name: /Åland Islands$/ })).toBeTruthy();
  });

  it("shows 1900-01-01 as the date 18 years ago and does not send it untouched", async () => {
    const { form, user, calls } = await openEditProfile(newPlayer({ lastName: "Fenech" }), () => message("Profile updated"));
    const today = new Date().toISOString().slice(0, 10);
    expect(input(form, "Date of birth").value).toBe(`${Number(today.slice(0, 4)) - 18}${today.slice(4)}`.replace(/-02-29$/, "-02-28"));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).not.toHaveProperty("dateOfBirth");
  });

  it("keeps every typed value when the save fails, and Retry sends them again", async () => {
    let attempt = 0;
    const { form, user, calls } = await openEditProfile(newPlayer(), () =>
      ++attempt === 1 ? failure(503, "SERVICE_UNAVAILABLE", "Service Unavailable") : message("Profile updated"),
    );
    await user.type(input(form, "Last name"), "Fenech");
    await user.type(input(form, "City"), "Mdina");
    await user.type(input(form, "Zip code"), "MDN 1010");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Try again later")).toBeTruthy();
    expect(input(form, "Last name").value).toBe("Fenech");
    expect(input(form, "City").value).toBe("Mdina");
    expect(input(form, "Zip code").value).toBe("MDN 1010");
    await user.click(within(form).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Profile updated", {}, { timeout: 3000 })).toBeTruthy();
    expect(saves(calls)).toHaveLength(2);
    expect(saves(calls)[1]?.body).toMatchObject({ lastName: "Fenech", city: "Mdina", zipCode: "MDN 1010" });
  });

  it("shows the server's message as an error and its code at the field", async () => {
    const { form, user } = await openEditProfile(newPlayer({ lastName: "Fenech" }), () =>
      failure(409, "EMAIL_TAKEN", "This email is already registered"),
    );
    await user.clear(input(form, "E-mail"));
    await user.type(input(form, "E-mail"), "taken@example.com");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("This email is already registered")).toBeTruthy();
    expect(within(form).getByText("This e-mail is already registered")).toBeTruthy();
    expect(input(form, "E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(input(form, "E-mail").value).toBe("taken@example.com");
  });

  it("checks the rules before sending: names required, under 18 refused, phone digits only", async () => {
    const { form, user, calls } = await openEditProfile(newPlayer({ firstName: null }), () => message("Profile updated"));
    const year = new Date().getUTCFullYear();
    await user.clear(input(form, "Date of birth"));
    await user.type(input(form, "Date of birth"), `${year - 10}-01-01`);
    await user.selectOptions(within(form).getByLabelText("Phone code"), "+49");
    await user.type(input(form, "Phone number"), "12ab");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect((await within(form).findAllByText("This field is required")).length).toBeGreaterThanOrEqual(2);
    expect(within(form).getByText("Invalid date of birth: you must be at least 18")).toBeTruthy();
    expect(input(form, "Phone number").value).toBe("12");
    expect(saves(calls)).toHaveLength(0);
  });

  it("blocks phone keys once code and number are 15 digits", async () => {
    const { form, user } = await openEditProfile(newPlayer(), () => message("Profile updated"));
    await user.selectOptions(within(form).getByLabelText("Phone code"), "+356");
    await user.type(input(form, "Phone number"), "1234567890123456");
    expect(input(form, "Phone number").value).toBe("123456789012");
  });

  it("renders the same form at /account", async () => {
    const { form } = await openEditProfile(newPlayer(), () => message("Profile updated"), "/account");
    expect(within(form).getByLabelText("Last name")).toBeTruthy();
  });
});
