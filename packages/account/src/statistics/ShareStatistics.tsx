import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { shareStatisticsMutationOptions } from "@casino/api-client";
import { SharePanel, type CopyState } from "./SharePanel.tsx";
import { useSharedStatisticsUrl } from "./statistics-paths.ts";

/** The share box of the statistics page: POST /api/user/statistics/share, then copy or the native share sheet. */
export function ShareStatistics() {
  const { t } = useLingui();
  const share = useMutation(shareStatisticsMutationOptions());
  const urlFor = useSharedStatisticsUrl();
  const [copyState, setCopyState] = useState<CopyState>("idle");
  const link = share.data ? urlFor(share.data.token) : null;
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  };

  const onShare = async () => {
    if (!link) return;
    // A player who closes the share sheet rejects the promise with AbortError: nothing to report.
    await navigator.share({ title: t`My casino statistics`, url: link }).catch(() => undefined);
  };

  return (
    <SharePanel
      link={link}
      pending={share.isPending}
      failed={share.isError}
      copyState={copyState}
      canShare={canShare}
      onCreate={() => share.mutate()}
      onCopy={() => void onCopy()}
      onShare={() => void onShare()}
    />
  );
}
