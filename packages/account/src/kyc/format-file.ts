import type { I18n } from "@lingui/core";

/** "820 byte", "12.4 kB", "3.1 MB" in the player's locale (sizes as the 25MB rule counts them, 1 MB = 1024 kB). */
export function formatFileSize(bytes: number, i18n: I18n): string {
  if (bytes < 1024) return i18n.number(bytes, { style: "unit", unit: "byte", unitDisplay: "short" });
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "kilobyte"] : [bytes / (1024 * 1024), "megabyte"];
  return i18n.number(value, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 });
}

export function formatDocumentDate(iso: string, i18n: I18n): string {
  return i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
}

export const isPdf = (file: { name: string; type?: string }): boolean =>
  file.type === "application/pdf" || /\.pdf$/i.test(file.name);
