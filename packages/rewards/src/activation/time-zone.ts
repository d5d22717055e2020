import { isValidTimeZone } from "@casino/domain";

let known: string | undefined;

/**
 * The zone of the player's device, which decides their "today" for calendars and bonus filters; UTC when the browser
 * gives none. Read once: building an Intl.DateTimeFormat and checking the zone cost ~20 ms at 4x CPU, and /promotions
 * asked for it in its first render.
 */
export function playerTimeZone(): string {
  if (known === undefined) {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    known = zone && isValidTimeZone(zone) ? zone : "UTC";
  }
  return known;
}
