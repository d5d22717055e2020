export const linkButtonVariants = ["primary", "secondary"] as const;
export type LinkButtonVariant = (typeof linkButtonVariants)[number];
