/** A session's length in the locale's words: "25 minutes", "1 hour, 5 minutes" (Intl units, no translation needed). */
export function formatDuration(totalMinutes: number, locale: string): string {
  const unit = (value: number, name: "hour" | "minute") => new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" }).format(value);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return unit(minutes, "minute");
  const parts = minutes === 0 ? [unit(hours, "hour")] : [unit(hours, "hour"), unit(minutes, "minute")];
  return new Intl.ListFormat(locale, { style: "long", type: "unit" }).format(parts);
}
