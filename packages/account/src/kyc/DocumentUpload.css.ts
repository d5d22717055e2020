import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const dropZone = style({
  position: "relative",
  display: "grid",
  justifyItems: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: "center",
  border: `2px dashed ${vars.surface.borderStrong}`,
  borderRadius: vars.radius.card,
  background: vars.surface.sunken,
  color: vars.text.secondary,
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.surface.raised },
    "&:focus-within": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** Off screen but focusable: the keyboard reaches the real file input, the label is what is seen. */
export const fileInput = style({
  position: "absolute",
  inlineSize: 1,
  blockSize: 1,
  opacity: 0,
  overflow: "hidden",
  clipPath: "inset(50%)",
});

export const pickButton = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.bold,
  cursor: "pointer",
  selectors: { '&[aria-disabled="true"]': { opacity: 0.5, cursor: "not-allowed" } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.text.muted });

export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const preview = style({ display: "flex", alignItems: "center", gap: vars.space.md, margin: 0, minInlineSize: 0 });

export const thumbnail = style({
  inlineSize: 64,
  blockSize: 64,
  flexShrink: 0,
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.surface.sunken,
});

export const pdfIcon = style({ inlineSize: 48, blockSize: 56, flexShrink: 0, color: vars.color.danger });

export const previewCaption = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0, fontSize: vars.fontSize.sm });

export const fileName = style({ overflowWrap: "anywhere", fontWeight: vars.fontWeight.medium, color: vars.text.primary });

export const progress = style({ flex: "1 1 12rem", minInlineSize: 0 });
