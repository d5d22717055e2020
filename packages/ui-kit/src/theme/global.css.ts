import { globalLayer, globalStyle } from "@vanilla-extract/css";
import { media } from "./breakpoints.ts";
import { vars } from "./contract.css.ts";

// A layer keeps these base rules below every unlayered component style, whatever the CSS load order.
const base = globalLayer("casino-base");

globalStyle("*, *::before, *::after", { "@layer": { [base]: { boxSizing: "border-box" } } });

globalStyle("html", {
  "@layer": {
    [base]: {
      colorScheme: vars.scheme,
      background: vars.surface.page,
      color: vars.text.primary,
      fontFamily: vars.font.body,
      fontSize: "100%",
      lineHeight: vars.lineHeight.normal,
      WebkitTextSizeAdjust: "100%",
      textSizeAdjust: "100%",
      WebkitFontSmoothing: "antialiased",
    },
  },
});

globalStyle("body", {
  "@layer": { [base]: { margin: 0, minHeight: "100dvh", background: vars.surface.page, color: vars.text.primary } },
});

globalStyle("a", { "@layer": { [base]: { color: vars.text.link } } });

// Long words (German and Finnish compounds, a long e-mail address) wrap instead of widening the page at 320 px.
// Headings and disclosure titles may break inside a word, hyphenated where the browser knows the language; body text
// breaks a word only when it would overflow its box.
globalStyle("body", { "@layer": { [base]: { overflowWrap: "break-word" } } });
globalStyle("h1, h2, h3, h4, h5, h6, summary, legend", { "@layer": { [base]: { overflowWrap: "anywhere", hyphens: "auto" } } });

globalStyle(":focus-visible", {
  "@layer": { [base]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

globalStyle("*, *::before, *::after", {
  "@layer": {
    [base]: {
      "@media": {
        [media.reducedMotion]: {
          animationDuration: "0.01ms !important",
          animationIterationCount: "1 !important",
          transitionDuration: "0.01ms !important",
        },
      },
    },
  },
});
