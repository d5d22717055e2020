/** The player's wall-clock date and time at `now` ("2026-03-09 14:05:00"), sent as the claim's customerDate. */
export function customerDateTime(now: Date, timeZone: string): string {
  // sv-SE writes ISO-like "YYYY-MM-DD HH:mm:ss".
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
  }).format(now);
}
