import { LOCALES } from "@casino/i18n";
import { Box } from "@casino/ui-kit";
import { I18nProvider } from "@lingui/react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { brandNames, brands, defaultBrand } from "./brands.ts";
import { activateLocale, i18n, toDirection, toLocale } from "./locale.ts";

interface ThemeRootProps {
  className: string;
  dir: "ltr" | "rtl";
  lang: string;
  children: ReactNode;
}

function ThemeRoot({ className, dir, lang, children }: ThemeRootProps) {
  // The document gets the class too: html/body backgrounds and the dialog backdrop read the variables there.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(className);
    root.dir = dir;
    root.lang = lang;
    return () => root.classList.remove(className);
  }, [className, dir, lang]);
  return (
    <div className={className} dir={dir} lang={lang}>
      <Box background="page" color="primary" padding={{ mobile: "md", tablet: "lg" }}>
        {children}
      </Box>
    </div>
  );
}

function LocaleSync({ locale }: { locale: ReturnType<typeof toLocale> }) {
  // Loaders only run before a story's first render; a toolbar change lands here.
  useEffect(() => void activateLocale(locale), [locale]);
  return null;
}

const withProviders: Decorator = (Story, { globals }) => {
  const theme = brands[String(globals["brand"])] ?? brands[defaultBrand];
  const className = theme ? theme[globals["scheme"] === "dark" ? "dark" : "light"] : "";
  const locale = toLocale(globals["locale"]);
  return (
    <I18nProvider i18n={i18n}>
      <LocaleSync locale={locale} />
      <ThemeRoot className={className} dir={toDirection(globals["dir"], locale)} lang={locale}>
        <Story />
      </ThemeRoot>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [async ({ globals }) => void (await activateLocale(toLocale(globals["locale"])))],
  parameters: { layout: "fullscreen" },
  globalTypes: {
    brand: {
      description: "Brand theme (every brands/*/theme.css.ts)",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: brandNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: "Light or dark variant of the brand",
      toolbar: {
        title: "Scheme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: LOCALES.map(({ code, englishName }) => ({ value: code, title: `${englishName} (${code})` })),
        dynamicTitle: true,
      },
    },
    dir: {
      description: "Text direction",
      toolbar: {
        title: "Direction",
        icon: "transfer",
        items: [
          { value: "auto", title: "From the language" },
          { value: "ltr", title: "Left to right" },
          { value: "rtl", title: "Right to left" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: defaultBrand, scheme: "light", locale: "en", dir: "auto" },
};

export default preview;
