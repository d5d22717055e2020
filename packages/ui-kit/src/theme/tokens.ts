/** The plain shape of a theme: every brand fills it (through the curacao preset) and the contract mirrors it. */
export interface ThemeTokens {
  /** Drives `color-scheme`, so native controls and scrollbars match the palette. */
  scheme: "light" | "dark";
  color: {
    brand: string;
    brandContrast: string;
    accent: string;
    accentContrast: string;
    success: string;
    successContrast: string;
    warning: string;
    warningContrast: string;
    danger: string;
    dangerContrast: string;
    info: string;
    infoContrast: string;
    focus: string;
  };
  surface: {
    page: string;
    raised: string;
    sunken: string;
    overlay: string;
    backdrop: string;
    border: string;
    /** Input outlines: needs 3:1 against the page (WCAG 1.4.11). */
    borderStrong: string;
  };
  text: {
    primary: string;
    secondary: string;
    muted: string;
    inverse: string;
    link: string;
  };
  font: { body: string; heading: string; mono: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; xxxl: string };
  lineHeight: { tight: string; normal: string; relaxed: string };
  fontWeight: { regular: string; medium: string; bold: string; heading: string };
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; xxxl: string };
  radius: {
    sm: string;
    md: string;
    lg: string;
    xl: string;
    full: string;
    /** Buttons and icon buttons. */
    control: string;
    /** Text fields and selects. */
    field: string;
    /** Cards and dialogs. */
    card: string;
  };
  shadow: { sm: string; md: string; lg: string };
  motion: {
    duration: { fast: string; normal: string; slow: string; dialogExit: string };
    easing: { standard: string; enter: string; exit: string };
  };
  zIndex: { header: string; dropdown: string; overlay: string; dialog: string; toast: string };
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Colours that differ between the light and dark variants of a scheme. */
export type SchemeTokens = Pick<ThemeTokens, "scheme" | "color" | "surface" | "text" | "shadow">;
