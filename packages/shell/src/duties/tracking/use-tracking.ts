import { useEffect } from "react";
import { useRouterState } from "@tanstack/react-router";
import {
  PAGE_VIEW_DELAY_MS,
  PAGE_VIEW_EVENT,
  VISIT_PIXEL_STORAGE_KEY,
  retargetingEventName,
  shouldFireVisitPixel,
  type RetargetingEvent,
} from "@casino/domain";
import { readStored, writeStored } from "../browser-storage.ts";
import { sendLogEvent } from "./send-event.ts";
import { subscribeTracking, track } from "./track.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function fireRetargeting(event: RetargetingEvent, pixelUrl: string): void {
  const name = retargetingEventName(event);
  const { type: _type, ...details } = event;
  void sendLogEvent(name, details);
  (window.dataLayer ??= []).push({ event: `retargeting_${name}`, ...details });
  if (pixelUrl) {
    const pixel = new URL(pixelUrl, window.location.href);
    pixel.searchParams.set("event", name);
    new Image().src = pixel.toString();
  }
}

/**
 * Spec §4/§7 tracking: a page view 300 ms after each navigation, the visit pixel at most once per 30 minutes,
 * and the retargeting events features send through `track()`.
 */
export function useTracking(pixelUrl: string): void {
  const href = useRouterState({ select: (state) => state.location.href });

  useEffect(() => subscribeTracking((event) => fireRetargeting(event, pixelUrl)), [pixelUrl]);

  useEffect(() => {
    const now = new Date();
    const last = Number(readStored(VISIT_PIXEL_STORAGE_KEY) ?? Number.NaN);
    if (shouldFireVisitPixel(Number.isNaN(last) ? null : last, now)) {
      writeStored(VISIT_PIXEL_STORAGE_KEY, String(now.getTime()));
      // In a task of its own: its two requests (log-event and the pixel) cost a slow phone ~80 ms of main thread at
      // 4x CPU, and these effects run with the first effects of the page's other duties and reads.
      window.setTimeout(() => track({ type: "visit" }), 0);
    }
    const url = new URL(href, window.location.origin).toString();
    const timer = window.setTimeout(() => void sendLogEvent(PAGE_VIEW_EVENT, { url }), PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [href]);
}
