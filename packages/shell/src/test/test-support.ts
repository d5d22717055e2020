// The shell's test kit for the features' tests: a fake API behind the api-client and the whole app over it.
export { failure, fakeApi, message, ok, userDetails } from "./fake-api.ts";
export type { FakeReply, FakeRoute } from "./fake-api.ts";
export { renderApp as renderShellApp } from "./render-app.tsx";
export { reportRealtimeStatus, resetConnectionStore } from "./realtime-status.ts";
// The activity store outlives a test: a test that moved the clock far ahead leaves a "last activity" in the next one's future.
export { resetActivity } from "./reset-activity.ts";
export { fakeOtherTabs } from "./other-tabs.ts";
export { dutiesSettled } from "./duties-settled.ts";
export { openFeature, startAsGuest } from "./open-feature.tsx";
export type { OpenFeatureOptions } from "./open-feature.tsx";
