// Test and story support (never imported by the app): the XMLHttpRequest stand-in and complete API answers.
export { FakeXhr } from "./fake-xhr.ts";
export { gameDetailsFixture, gameFixture } from "./game-fixtures.ts";
export { paymentFixture, paymentMethodFixture, transactionFixture } from "./cashier-fixtures.ts";
