// Brand-neutral: runs in curacao only, because how a journey survives a failed call (the message, the kept input, the
// retry, one movement of money) is the shell's and the features' code, the same in every brand.
//
// The fault matrix of issue 25 point 8, its forms (hardening-faults-reads.spec.ts has the reads and the socket): each
// journey's key call fails the way a network or a server fails (a 500, a 503, a timeout, the browser offline, a 200
// whose JSON is cut short, the socket dropped), as Playwright route faults on the way to the real sandbox, never a mock
// of our code. After every fault the page still has its frame, no error went uncaught, what the player typed is still
// there and a message says what failed; once the fault is gone the player's retry works, and a deposit or withdrawal
// whose answer was lost moves money once.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { acceptCookies, collectPageErrors, dropSocket, expectFrame, expectMessage, expectSocketTried, fail, FAULTS, movements, type Fault } from "./faults.ts";
import { bearer, createPlayer, data, depositByBankTransfer, fillSignUpForm, openAs, PASSWORD, uniqueEmail, verifyEmail, wagerDeposits } from "./players.ts";

// ---------------------------------------------------------------------------------------------------------------------
// Forms: the journey's submit fails with each fault in turn on one page (a mutation is never retried by itself); the
// form keeps what was typed and says what failed each time, and the player's next try goes through once the fault is
// gone. For money the lost answers come after the server did its work, and the movement must happen once.

/** Presses the form's Retry where the failure offers one, else its submit button again. */
async function press(scope: Locator, submit: string | RegExp): Promise<void> {
  const retry = scope.getByRole("button", { name: "Retry" });
  if (await retry.isVisible()) await retry.click();
  else await scope.getByRole("button", { name: submit }).click();
}

type FormJourney<C> = {
  name: string;
  call: string;
  /** Faults after which the server did the work and only the answer was lost (money: must not move twice). */
  lostAnswers?: Fault[];
  timeout?: number;
  /** Opens the journey as a player would and fills its form. */
  open: (page: Page, request: APIRequestContext, baseURL: string) => Promise<C>;
  form: (page: Page) => Locator;
  submit: string | RegExp;
  message: (page: Page) => Locator;
  /** Everything typed is still there. */
  kept: (page: Page, ctx: C) => Promise<void>;
  succeeded: (page: Page, ctx: C) => Promise<void>;
  /** What the sandbox holds afterwards: one movement of money. */
  once?: (request: APIRequestContext, ctx: C) => Promise<void>;
};

const journey = <C>(j: FormJourney<C>) => j as FormJourney<unknown>;

async function signedIn(page: Page, baseURL: string, request: APIRequestContext, tag: string, path: string, fields: Record<string, unknown> = {}) {
  const player = await createPlayer(request, tag, fields);
  await verifyEmail(request, player.email);
  await openAs(page, baseURL, player, path);
  return player;
}

const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const loginForm = (page: Page) => page.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" });
const signUpForm = (page: Page) => page.getByRole("dialog").getByRole("form", { name: "Sign up" });
const identity = (page: Page) => page.getByRole("listitem", { name: "Identity proof" });

const FORMS: Array<FormJourney<unknown>> = [
  journey({
    name: "login",
    call: "**/api/user/login",
    open: async (page, request, baseURL) => {
      const player = await createPlayer(request, "faults-login");
      await verifyEmail(request, player.email);
      await acceptCookies(page, baseURL);
      await page.goto("/?modal=login");
      await loginForm(page).getByLabel("E-mail").fill(player.email);
      await loginForm(page).getByLabel("Password").fill(PASSWORD);
      return player;
    },
    form: loginForm,
    submit: "Log in",
    message: (page) => loginForm(page).getByRole("alert"),
    kept: async (page, player) => {
      await expect(loginForm(page).getByLabel("E-mail")).toHaveValue((player as { email: string }).email);
      await expect(loginForm(page).getByLabel("Password")).toHaveValue(PASSWORD);
    },
    succeeded: async (page) => {
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("banner").getByTestId("header-balance")).toBeVisible();
    },
  }),
  journey({
    name: "sign-up",
    call: "**/api/user/sign-up",
    open: async (page, _request, baseURL) => {
      const email = uniqueEmail("faults-signup");
      await acceptCookies(page, baseURL);
      await page.goto("/?modal=login&tab=sign-up");
      await fillSignUpForm(signUpForm(page), email, PASSWORD);
      return email;
    },
    form: signUpForm,
    submit: "Create account",
    message: (page) => signUpForm(page).getByRole("alert").filter({ hasText: /\S/ }).first(),
    kept: async (page, email) => {
      const form = signUpForm(page);
      await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue(email as string);
      await expect(form.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
      await expect(form.getByLabel("First name")).toHaveValue("Nora");
      await expect(form.getByLabel("Date of birth")).toHaveValue("1990-05-17");
      await expect(form.getByLabel("I am over 18 years old")).toBeChecked();
    },
    succeeded: async (page) => {
      await expect(page.getByRole("dialog", { name: "Welcome tour" })).toBeVisible({ timeout: 15_000 });
    },
  }),
  journey({
    name: "deposit",
    call: "**/api/user/deposit",
    lostAnswers: ["timeout", "malformed JSON"],
    open: async (page, request, baseURL) => {
      const player = await createPlayer(request, "faults-deposit");
      await openAs(page, baseURL, player, "/deposit");
      await page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: /Bank transfer/ }).check();
      await page.getByRole("textbox", { name: /Amount/ }).fill("40");
      return player;
    },
    form: (page) => page.getByRole("main"),
    submit: /^Pay/,
    message: (page) => page.getByRole("main").getByRole("alert").filter({ hasText: /\S/ }).first(),
    kept: async (page) => {
      await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveValue("40");
      await expect(page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: /Bank transfer/ })).toBeChecked();
    },
    succeeded: async (page) => {
      await expect(page.getByRole("textbox", { name: "IBAN" })).toBeVisible();
    },
    once: async (request, player) => {
      const deposits = await movements(request, player as { token: string }, "deposit");
      expect(deposits.count, "deposits made").toBe(1);
      expect(deposits.rows[0]?.amount).toBe(40);
    },
  }),
  journey({
    name: "withdrawal",
    call: "**/api/user/withdraw/confirm",
    lostAnswers: ["timeout", "malformed JSON"],
    timeout: 120_000,
    open: async (page, request, baseURL) => {
      const player = await createPlayer(request, "faults-withdraw");
      await verifyEmail(request, player.email);
      await depositByBankTransfer(request, player, 50);
      const wallet = await wagerDeposits(request, player, 50);
      await openAs(page, baseURL, player, "/withdraw");
      await page.getByRole("radio", { name: "Carouseller" }).check();
      await page.getByLabel("Amount (EUR)").fill("10");
      await page.getByRole("textbox", { name: "E-mail" }).fill(player.email);
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page.getByRole("button", { name: "Confirm withdrawal" })).toBeEnabled();
      return { ...player, before: wallet.totalAmount };
    },
    form: (page) => page.getByRole("main"),
    submit: "Confirm withdrawal",
    message: (page) => page.getByRole("main").getByRole("alert").filter({ hasText: /\S/ }).first(),
    kept: async (page, player) => {
      await expect(page.getByLabel("Amount (EUR)")).toHaveValue("10");
      await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue((player as { email: string }).email);
    },
    succeeded: async (page) => {
      await expect(page.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();
    },
    once: async (request, ctx) => {
      const player = ctx as { token: string; before: number };
      const withdrawals = await movements(request, player, "withdrawal");
      expect(withdrawals.count, "withdrawals made").toBe(1);
      const after = await data<{ userWallet: { totalAmount: number } }>(await request.get("/api/user/get-user-details", { headers: bearer(player) }));
      expect(after.userWallet.totalAmount).toBeCloseTo(player.before - 10, 2);
    },
  }),
  journey({
    name: "profile save",
    call: "**/api/user/update-user-details",
    open: async (page, request, baseURL) => {
      await signedIn(page, baseURL, request, "faults-profile", "/profile/edit-profile", { firstName: "Erika" });
      const form = page.getByRole("form", { name: "Edit profile" });
      await form.getByLabel("Last name").fill("Mustermann");
      await form.getByLabel("City").fill("Berlin");
      await form.getByLabel("Date of birth").fill("1990-05-17");
      return null;
    },
    form: (page) => page.getByRole("form", { name: "Edit profile" }),
    submit: "Save changes",
    message: (page) => page.getByRole("form", { name: "Edit profile" }).getByRole("alert").filter({ hasText: /\S/ }).first(),
    kept: async (page) => {
      const form = page.getByRole("form", { name: "Edit profile" });
      await expect(form.getByLabel("Last name")).toHaveValue("Mustermann");
      await expect(form.getByLabel("City")).toHaveValue("Berlin");
      await expect(form.getByLabel("Date of birth")).toHaveValue("1990-05-17");
    },
    succeeded: async (page) => {
      await expect(page.getByText("Profile updated")).toBeVisible();
    },
  }),
  journey({
    name: "KYC upload",
    call: "**/api/user/upload-document",
    open: async (page, request, baseURL) => {
      const player = await createPlayer(request, "faults-kyc");
      await depositByBankTransfer(request, player);
      await openAs(page, baseURL, player, "/profile/verify");
      await identity(page).getByLabel("Choose a file: Identity proof").setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: TINY_PNG });
      return null;
    },
    form: identity,
    submit: "Upload document",
    message: (page) => identity(page).getByRole("alert").filter({ hasText: /\S/ }).first(),
    kept: async (page) => {
      await expect(identity(page).getByRole("img", { name: "Preview of passport.png" })).toBeVisible();
    },
    succeeded: async (page) => {
      await expect(identity(page).getByText("In review")).toBeVisible();
    },
  }),
];

// The socket is down through each journey as well (its sixth fault): a form does not need it, and the page must not
// break while the socket client keeps trying.
for (const form of FORMS) {
  test(`${form.name} × ${FAULTS.join(", ")}, socket drop: the form keeps its input and says what failed; the next try goes through${form.once ? ", money moves once" : ""}`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Six tries of a form and a page load: room on a busy 2-core machine (green runs take 7-35 s).
    test.setTimeout(form.timeout ?? 60_000);
    const errors = collectPageErrors(page);
    const socket = await dropSocket(page);
    let fault: Fault | null = null;
    let failed = 0;
    await page.route(form.call, async (route) => {
      if (!fault || route.request().method() === "OPTIONS") return route.fallback();
      failed += 1;
      return fail(route, fault, form.lostAnswers?.includes(fault) ?? false);
    });
    const ctx = await form.open(page, request, baseURL!);
    // The server's own failures first, then the lost answers: a lost answer's key must survive to the final try.
    for (const next of FAULTS) {
      fault = next;
      const before = failed;
      await press(form.form(page), form.submit);
      await expect.poll(() => failed, { message: `the ${next} reached the call` }).toBe(before + 1);
      await expectMessage(form.message(page), next, form.name);
      await expectFrame(page);
      await form.kept(page, ctx);
    }
    fault = null;
    await press(form.form(page), form.submit);
    await form.succeeded(page, ctx);
    await expectFrame(page);
    if (form.once) await form.once(request, ctx);
    await expectSocketTried(socket);
    expect(errors, "uncaught page errors").toEqual([]);
  });
}
