import type { QueryClient } from "@tanstack/react-query";
import { PAGE_VIEW_EVENT } from "@casino/domain";
import { waitFor } from "@testing-library/react";

/**
 * Waits until the shell's deferred duties are in (their tracking has logged the page view, 300 ms after they mount)
 * and no read is in flight. They load once the page has settled, which on a busy machine can be seconds in; their
 * first reads (a mounted observer refetching the user's details) would overwrite what a test writes into the cache
 * before them with the fake API's answer, as a live update from the socket or a game.
 */
export async function dutiesSettled(api: { calls: ReadonlyArray<{ path: string; body?: unknown }> }, queryClient: QueryClient): Promise<void> {
  await waitFor(() => {
    const pageView = api.calls.some((call) => call.path === "/api/user/log-event" && (call.body as { event?: string } | undefined)?.event === PAGE_VIEW_EVENT);
    if (!pageView || queryClient.isFetching() > 0) throw new Error("the shell's duties have not settled yet");
  });
}
