import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const area = style({ display: "flex", alignItems: "center", gap: vars.space.xs, flexShrink: 0 });

const action = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minBlockSize: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.control,
  border: "1px solid transparent",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  whiteSpace: "nowrap",
  "@media": { [media.mobile]: { paddingInline: vars.space.sm } },
});

const tones = styleVariants({
  primary: { background: vars.color.brand, color: vars.color.brandContrast },
  secondary: { borderColor: vars.surface.borderStrong, color: vars.text.primary, background: "transparent" },
});

export const primary = `${action} ${tones.primary}`;
export const secondary = `${action} ${tones.secondary}`;

/** Deposit stays in the account menu on phones, where the header has no room for it. */
export const deposit = `${primary} ${style({ "@media": { [media.mobile]: { display: "none" } } })}`;
