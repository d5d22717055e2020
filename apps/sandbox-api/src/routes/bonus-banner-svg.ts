import type { BonusType } from "@casino/domain";

export const BANNER_WIDTH = 800;
export const BANNER_HEIGHT = 300;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

const TYPE_LABELS: Record<BonusType, string> = {
  deposit: "DEPOSIT BONUS",
  no_deposit: "NO DEPOSIT",
  freespins: "FREE SPINS",
  instant_cashback: "CASHBACK",
};

/** A wide banner: a gradient from the hue, the headline figure large, a label small. Language-neutral on purpose. */
export function bannerSvg({ hue, headline, label }: { hue: number; headline: string; label: string }): string {
  const hue2 = (hue + 50) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" aria-label="${escapeXml(`${label} ${headline}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 80% 20%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${BANNER_WIDTH * 0.85}" cy="${BANNER_HEIGHT * 0.25}" r="140" fill="#fff" fill-opacity="0.07"/>
<circle cx="${BANNER_WIDTH * 0.1}" cy="${BANNER_HEIGHT * 0.95}" r="90" fill="#fff" fill-opacity="0.05"/>
<text x="60" y="150" font-family="system-ui, sans-serif" font-size="110" font-weight="800" fill="#fff">${escapeXml(headline)}</text>
<text x="64" y="215" font-family="system-ui, sans-serif" font-size="30" font-weight="600" letter-spacing="4" fill="#fff" fill-opacity="0.85">${escapeXml(label)}</text>
</svg>`;
}

/** The figure a bonus banner shows: "100%", "50 FS", "10%", "10". */
export function bonusHeadline(bonus: {
  type: BonusType;
  deposit_bonus_percent: number | null;
  free_spins_quantity: number | null;
  cashback_percent: number | null;
  bonus_amount: number | null;
}): { headline: string; label: string } {
  const label = TYPE_LABELS[bonus.type];
  if (bonus.type === "deposit") return { headline: `${bonus.deposit_bonus_percent ?? 0}%`, label };
  if (bonus.type === "freespins") return { headline: `${bonus.free_spins_quantity ?? 0} FS`, label };
  if (bonus.type === "instant_cashback") return { headline: `${bonus.cashback_percent ?? 0}%`, label };
  return { headline: `${bonus.bonus_amount ?? 0}`, label };
}
