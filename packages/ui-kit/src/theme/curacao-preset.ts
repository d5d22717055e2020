import type { SchemeTokens, ThemeTokens } from "./tokens.ts";

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

const shared: Omit<ThemeTokens, keyof SchemeTokens> = {
  font: {
    body: systemSans,
    heading: systemSans,
    mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
  fontSize: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.125rem", xl: "1.25rem", xxl: "1.5rem", xxxl: "2rem" },
  lineHeight: { tight: "1.2", normal: "1.5", relaxed: "1.7" },
  fontWeight: { regular: "400", medium: "500", bold: "700", heading: "700" },
  space: {
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    xxxl: "4rem",
  },
  radius: { sm: "4px", md: "8px", lg: "12px", xl: "16px", full: "9999px", control: "8px", field: "8px", card: "12px" },
  motion: {
    // dialogExit is the spec's modal exit time; Dialog's close timer uses the same 300 ms.
    duration: { fast: "120ms", normal: "200ms", slow: "300ms", dialogExit: "300ms" },
    easing: {
      standard: "cubic-bezier(0.2, 0, 0, 1)",
      enter: "cubic-bezier(0, 0, 0.2, 1)",
      exit: "cubic-bezier(0.4, 0, 1, 1)",
    },
  },
  zIndex: { header: "100", dropdown: "200", overlay: "300", dialog: "400", toast: "500" },
};

const light: SchemeTokens = {
  scheme: "light",
  color: {
    brand: "#007c80",
    brandContrast: "#ffffff",
    accent: "#ffb020",
    accentContrast: "#2b1d00",
    success: "#1b7f3a",
    successContrast: "#ffffff",
    warning: "#e8a317",
    warningContrast: "#231800",
    danger: "#c62828",
    dangerContrast: "#ffffff",
    info: "#1565c0",
    infoContrast: "#ffffff",
    focus: "#00767a",
  },
  surface: {
    page: "#f3f9f9",
    raised: "#ffffff",
    sunken: "#e4f0f0",
    overlay: "#ffffff",
    backdrop: "rgb(4 28 30 / 0.55)",
    border: "#cfe0e0",
    borderStrong: "#6b8a8b",
  },
  text: { primary: "#0f2a2c", secondary: "#3b5759", muted: "#566e6f", inverse: "#ffffff", link: "#00696d" },
  shadow: {
    sm: "0 1px 2px rgb(15 42 44 / 0.08)",
    md: "0 4px 12px rgb(15 42 44 / 0.12)",
    lg: "0 16px 40px rgb(15 42 44 / 0.18)",
  },
};

const dark: SchemeTokens = {
  scheme: "dark",
  color: {
    brand: "#2ccfcf",
    brandContrast: "#00292a",
    accent: "#ffc24d",
    accentContrast: "#2b1d00",
    success: "#4ade80",
    successContrast: "#052e14",
    warning: "#fbbf24",
    warningContrast: "#2a1b00",
    danger: "#f87171",
    dangerContrast: "#2d0707",
    info: "#60a5fa",
    infoContrast: "#071a33",
    focus: "#5eead4",
  },
  surface: {
    page: "#071a1c",
    raised: "#0e2729",
    sunken: "#041214",
    overlay: "#12302f",
    backdrop: "rgb(0 0 0 / 0.65)",
    border: "#1f3f41",
    borderStrong: "#5b8183",
  },
  text: { primary: "#e6f4f4", secondary: "#b4cbcc", muted: "#8ca5a6", inverse: "#071a1c", link: "#5ee0e0" },
  shadow: {
    sm: "0 1px 2px rgb(0 0 0 / 0.4)",
    md: "0 4px 12px rgb(0 0 0 / 0.45)",
    lg: "0 16px 40px rgb(0 0 0 / 0.6)",
  },
};

/** The base every brand starts from; also the curacao brand itself. */
export const curacao: { light: ThemeTokens; dark: ThemeTokens } = {
  light: { ...shared, ...light },
  dark: { ...shared, ...dark },
};
