import { defineBrandTheme } from "@casino/ui-kit/theme";

const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "URW Palladio L", P052, "Book Antiqua", Georgia, serif';

// Noir is dark-first: gold on near-black. The light variant is ivory paper with deep gold and black accents.
export const theme = defineBrandTheme({
  common: {
    font: { heading: serif },
    fontWeight: { heading: "600" },
    radius: { sm: "2px", md: "4px", lg: "6px", xl: "8px", control: "4px", field: "4px", card: "6px" },
  },
  dark: {
    color: {
      brand: "#d4af37",
      brandContrast: "#1a1405",
      accent: "#e9d8a6",
      accentContrast: "#1a1405",
      success: "#57c785",
      successContrast: "#04210f",
      warning: "#f0b429",
      warningContrast: "#231800",
      danger: "#ff6b6b",
      dangerContrast: "#2d0707",
      info: "#7aa7ff",
      infoContrast: "#06142e",
      focus: "#f5d76e",
    },
    surface: {
      page: "#0b0b0d",
      raised: "#151518",
      sunken: "#070708",
      overlay: "#1b1b1f",
      backdrop: "rgb(0 0 0 / 0.75)",
      border: "#2a2a30",
      borderStrong: "#6a6a73",
    },
    text: { primary: "#f2efe6", secondary: "#c9c3b3", muted: "#9a9486", inverse: "#0b0b0d", link: "#e6c65c" },
    shadow: {
      sm: "0 1px 2px rgb(0 0 0 / 0.5)",
      md: "0 4px 14px rgb(0 0 0 / 0.55)",
      lg: "0 18px 48px rgb(0 0 0 / 0.7), 0 0 0 1px rgb(212 175 55 / 0.08)",
    },
  },
  light: {
    color: {
      brand: "#83671a",
      brandContrast: "#ffffff",
      accent: "#1c1c20",
      accentContrast: "#f2efe6",
      success: "#1e7d46",
      successContrast: "#ffffff",
      warning: "#e0a526",
      warningContrast: "#231800",
      danger: "#b42318",
      dangerContrast: "#ffffff",
      info: "#2457c5",
      infoContrast: "#ffffff",
      focus: "#83671a",
    },
    surface: {
      page: "#f7f4ec",
      raised: "#ffffff",
      sunken: "#ede8da",
      overlay: "#fffdf8",
      backdrop: "rgb(11 11 13 / 0.6)",
      border: "#ddd5c0",
      borderStrong: "#8f8570",
    },
    text: { primary: "#17150f", secondary: "#4a4537", muted: "#6b6453", inverse: "#f7f4ec", link: "#7a5e0e" },
  },
});
