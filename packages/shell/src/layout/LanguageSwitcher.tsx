import { useId, useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { isLocale, languageMessages, useLocale } from "@casino/i18n";
import { VisuallyHidden } from "@casino/ui-kit";
import * as styles from "./LanguageSwitcher.css.ts";

/**
 * The language picker over all 38 locales, each in its own language. Choosing one loads its catalog, saves the
 * choice (localStorage selectedLanguage, cookies language-code and active-languages), flips <html lang dir>, and
 * re-runs the current route's loaders; the path stays, and every locale-keyed query (content texts, categories)
 * fetches the new language.
 */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const { locale, locales, setLocale } = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id}>
        <VisuallyHidden>{i18n._(languageMessages.label)}</VisuallyHidden>
      </label>
      <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <select
        id={id}
        name="language"
        className={styles.select}
        value={locale}
        disabled={pending}
        aria-busy={pending}
        onChange={async (event) => {
          const next = event.target.value;
          if (!isLocale(next) || next === locale) return;
          setPending(true);
          try {
            await setLocale(next);
            await router.invalidate();
          } finally {
            setPending(false);
          }
        }}
      >
        {locales.map((info) => (
          <option key={info.code} value={info.code} lang={info.code} dir={info.direction}>
            {info.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
