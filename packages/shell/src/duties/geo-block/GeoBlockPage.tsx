import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLingui } from "@lingui/react/macro";
import { reportCountryBlocked, type Location } from "@casino/api-client";
import { isCountryRestricted } from "@casino/domain";
import { useLocale } from "@casino/i18n";
import { Button, Stack, Text } from "@casino/ui-kit";
import { useContentText } from "../../content/content-texts.ts";
import { useSettings } from "../../settings/settings-context.tsx";
import { getFirstUrl } from "../affiliate/affiliate-data.ts";
import { LocationUnavailableError, reverifyLocation } from "./reverify-location.ts";
import * as styles from "./GeoBlockPage.css.ts";

type Check = "idle" | "checking" | "denied" | "failed" | "still-restricted";

/** While the page is up, everything else is inert and the page does not scroll under it. */
function useExclusive(host: HTMLElement | null): void {
  useEffect(() => {
    if (!host) return;
    const others = Array.from(document.body.children).filter((el): el is HTMLElement => el !== host && el instanceof HTMLElement && !el.inert);
    for (const el of others) el.inert = true;
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      for (const el of others) el.inert = false;
      document.documentElement.style.overflow = overflow;
    };
  }, [host]);
}

/** Spec §2 geo-block page: title, VPN advice, country, IP, date and a re-verify button. */
export function GeoBlockPage({ location, onVerified }: { location: Location["location"]; onVerified: (country: string) => void }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { excludedCountryCodeList, ...settings } = useSettings();
  const title = useContentText("geo-block.title") ?? t`Site Unavailable in Your Country`;
  const advice = useContentText("geo-block.text");
  const [host] = useState(() => {
    const element = document.createElement("div");
    element.dataset.shellDuty = "geo-block";
    return element;
  });
  const [check, setCheck] = useState<Check>("idle");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const geocoderUrl = settings.reverseGeocodingUrl;

  useEffect(() => {
    document.body.append(host);
    headingRef.current?.focus();
    return () => host.remove();
  }, [host]);
  useExclusive(host);

  const verify = async () => {
    setCheck("checking");
    try {
      const found = await reverifyLocation({ geocoderUrl });
      void reportCountryBlocked({ ip: location.ipInfo.ip, country: found.countryCode, firstUrl: getFirstUrl() ?? window.location.href }).catch(
        () => undefined,
      );
      const restricted = isCountryRestricted(
        { countryCode: found.countryCode, subdivisionCodes: found.subdivisionCode ? [found.subdivisionCode] : [] },
        excludedCountryCodeList,
      );
      if (restricted) setCheck("still-restricted");
      else onVerified(found.countryCode);
    } catch (error) {
      setCheck(error instanceof LocationUnavailableError && error.reason === "denied" ? "denied" : "failed");
    }
  };

  const status: Record<Check, string> = {
    idle: "",
    checking: t`Checking your location…`,
    denied: t`Location access was denied. Allow it in your browser settings and try again.`,
    failed: t`We could not determine your location. Please try again.`,
    "still-restricted": t`Your location is still in a country where our services are not available.`,
  };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date());

  return createPortal(
    <div className={styles.overlay} role="main" aria-labelledby={titleId}>
      <div className={styles.card}>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <Stack gap="sm">
          <Text as="p">{advice ?? t`We are sorry, but our services are not available in your region.`}</Text>
          <Text as="p" tone="secondary">
            {t`If you are using a VPN or a proxy, please turn it off, reload the page or verify your location below.`}
          </Text>
        </Stack>
        <dl className={styles.details}>
          <dt className={styles.term}>{t`Country`}</dt>
          <dd className={styles.value}>{`${location.country.name} (${location.country.code})`}</dd>
          <dt className={styles.term}>{t`IP address`}</dt>
          <dd className={styles.value}>{location.ipInfo.ip}</dd>
          <dt className={styles.term}>{t`Date`}</dt>
          <dd className={styles.value}>{date}</dd>
        </dl>
        <Button onClick={() => void verify()} loading={check === "checking"} fullWidth>
          {t`Verify my location`}
        </Button>
        <p role="status" aria-live="polite">
          {status[check]}
        </p>
      </div>
    </div>,
    host,
  );
}
