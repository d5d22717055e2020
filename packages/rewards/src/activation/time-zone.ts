/** The player's IANA time zone as the browser knows it (VALID_ON_DAYS, the calendars' "today"); UTC when unknown. */
export function playerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
