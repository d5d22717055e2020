import { defineBrandTheme } from "@casino/ui-kit/theme";

// Rounded faces installed with common systems (macOS/iOS, Windows, Linux); nothing is downloaded at run time.
const rounded =
  'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, source-sans-pro, sans-serif';

// Sunset: magenta and orange, rounded type, pill buttons and large soft cards.
export const theme = defineBrandTheme({
  common: {
    font: { body: rounded, heading: rounded },
    fontWeight: { heading: "800" },
    radius: { sm: "8px", md: "12px", lg: "20px", xl: "28px", control: "9999px", field: "14px", card: "24px" },
  },
  light: {
    color: {
      brand: "#c2185b",
      brandContrast: "#ffffff",
      accent: "#ff7a1a",
      accentContrast: "#2a1000",
      success: "#1b7f3a",
      successContrast: "#ffffff",
      warning: "#f59e0b",
      warningContrast: "#261700",
      danger: "#d92d20",
      dangerContrast: "#ffffff",
      info: "#2f6fde",
      infoContrast: "#ffffff",
      focus: "#c2185b",
    },
    surface: {
      page: "#fff6f1",
      raised: "#ffffff",
      sunken: "#fbe7de",
      overlay: "#ffffff",
      backdrop: "rgb(43 10 30 / 0.55)",
      border: "#f1d3c6",
      borderStrong: "#a87d6f",
    },
    text: { primary: "#2b0f1e", secondary: "#5e3a4a", muted: "#7d5a68", inverse: "#ffffff", link: "#b0134f" },
    shadow: {
      sm: "0 1px 3px rgb(194 24 91 / 0.08)",
      md: "0 6px 18px rgb(194 24 91 / 0.12)",
      lg: "0 20px 48px rgb(120 20 60 / 0.22)",
    },
  },
  dark: {
    color: {
      brand: "#ff4d94",
      brandContrast: "#2a0014",
      accent: "#ff9a3d",
      accentContrast: "#2a1000",
      success: "#4ade80",
      successContrast: "#052e14",
      warning: "#fbbf24",
      warningContrast: "#2a1b00",
      danger: "#ff6b6b",
      dangerContrast: "#2d0707",
      info: "#7db3ff",
      infoContrast: "#071a33",
      focus: "#ffb37a",
    },
    surface: {
      page: "#1a0b18",
      raised: "#26122a",
      sunken: "#12070f",
      overlay: "#2e1633",
      backdrop: "rgb(0 0 0 / 0.65)",
      border: "#3e2440",
      borderStrong: "#8a6489",
    },
    text: { primary: "#fceef3", secondary: "#e2c3d1", muted: "#b893a8", inverse: "#1a0b18", link: "#ff8fbf" },
  },
});
