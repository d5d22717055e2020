import { useEffect, useState } from "react";
import Cookies from "js-cookie";
import { COUNTRY_COOKIE, deviceTypeOf, isRegistrationRestricted, mirrorDomainFor } from "@casino/domain";
import { useSettings } from "../../settings/settings-context.tsx";
import { userAgent } from "../browser-storage.ts";

const MINUTE_MS = 60_000;

export type RegistrationRestriction = {
  /** Sign-up is closed for this visitor right now (spec §4 mirror-domain registration restriction). */
  restricted: boolean;
  /** The mirror domain the visitor is on, sent as the sign-up's mirrorDomainFk; null on the main domain. */
  mirrorDomainId: string | number | null;
};

/** For the sign-up form: re-evaluated every minute, since the windows are local HH:MM. */
export function useRegistrationRestriction(): RegistrationRestriction {
  const { mirrorDomain } = useSettings();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (mirrorDomain.length === 0) return;
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [mirrorDomain.length]);

  const host = globalThis.location?.hostname ?? "";
  const restricted = isRegistrationRestricted({
    mirrorDomains: mirrorDomain,
    host,
    countryCode: Cookies.get(COUNTRY_COOKIE),
    deviceType: deviceTypeOf(userAgent()),
    now,
  });
  return { restricted, mirrorDomainId: mirrorDomainFor(mirrorDomain, host)?.id ?? null };
}
