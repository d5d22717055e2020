// Test and story support (never imported by the app): the XMLHttpRequest stand-in and complete game answers.
export { FakeXhr } from "./fake-xhr.ts";
export { gameDetailsFixture, gameFixture } from "./game-fixtures.ts";
