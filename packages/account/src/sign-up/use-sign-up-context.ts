import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import { getAffiliateData, getFirstUrl, getReferralCode, useRegistrationRestriction } from "@casino/shell";
import { deviceData, readUidToken } from "../device/client-data.ts";
import type { SignUpContext } from "./sign-up-payload.ts";

const randomId = (): string => globalThis.crypto.randomUUID();

/** Reads the browser, affiliate, referral and mirror-domain values of the sign-up payload at the moment of sending. */
export function useSignUpContext(linkAccount: boolean): () => SignUpContext {
  const { i18n } = useLingui();
  const { mirrorDomainId } = useRegistrationRestriction();
  return useCallback(() => {
    const affiliate = getAffiliateData();
    return {
      locale: i18n.locale,
      affiliate: { token: affiliate.token, cpnc: affiliate.cpnc, mkt: affiliate.mkt },
      ...deviceData(),
      mirrorDomainFk: mirrorDomainId,
      uidToken: readUidToken(),
      firstUrl: getFirstUrl(),
      referralCode: getReferralCode(),
      linkAccount,
      newId: randomId,
    };
  }, [i18n, mirrorDomainId, linkAccount]);
}
