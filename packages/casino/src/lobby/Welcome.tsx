import { winOfMonth } from "@casino/domain";
import { useLocale } from "@casino/i18n";
import { formatMoney, useContentTexts, useCurrentUser, useSession } from "@casino/shell";
import { WelcomeBanner } from "./WelcomeBanner.tsx";

/** The welcome offer (content texts welcome.*) and the win of the month, on the lobby and the home page. */
export function Welcome() {
  const { locale } = useLocale();
  const { texts } = useContentTexts();
  const { isAuthenticated } = useSession();
  const { data: player } = useCurrentUser();
  const win = winOfMonth(isAuthenticated ? player : undefined);
  return (
    <WelcomeBanner
      title={texts["welcome.title"] ?? ""}
      text={texts["welcome.text"] ?? ""}
      cta={texts["welcome.cta"] ?? ""}
      winAmount={isAuthenticated && !player ? undefined : formatMoney(win.amount, win.currency, locale, { crypto: win.crypto })}
      promotion={texts["welcome.promotion"] || undefined}
      isGuest={!isAuthenticated}
    />
  );
}
