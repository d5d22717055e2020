import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useSettings } from "@casino/shell";
import { canShareLink } from "./referral-link.ts";
import type { CopyState } from "./ReferralLinkPanel.tsx";

/** Copy to the clipboard (spec §8 message when refused) and the device's share sheet, for one link. */
export function useCopyShare(link: string) {
  const { t } = useLingui();
  const { brandName } = useSettings();
  const [copyState, setCopyState] = useState<CopyState>("idle");
  const data: ShareData = { title: brandName, text: t`Join me at ${brandName}`, url: link };
  const canShare = canShareLink(typeof navigator === "undefined" ? undefined : navigator, data);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(link);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  };
  // A player who closes the share sheet rejects the promise with AbortError: nothing to report.
  const share = () => void navigator.share(data).catch(() => undefined);
  return { copyState, canShare, copy: () => void copy(), share };
}
