import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { documentLabelsQueryOptions, kycDocumentsQueryOptions, userDetailsQueryKey } from "@casino/api-client";
import { kycStatusDiscrepancy, kycUploadAccess } from "@casino/domain";
import { useCurrentUser, useSettings } from "@casino/shell";
import { KYC_POLL_MS, documentStates, documentsByKind, hasOpenRequest, hasPendingDocument, type KycViewData } from "./kyc-view-model.ts";

/**
 * The verification page's server state: labels, documents (polled every 5 s while one is in review; react-query
 * pauses the interval while the tab is hidden) and the player, combined into what the page shows.
 */
export function useKycData() {
  const queryClient = useQueryClient();
  const { allowKYCBeforeDeposit } = useSettings();
  const labels = useQuery(documentLabelsQueryOptions());
  const documents = useQuery({
    ...kycDocumentsQueryOptions(),
    refetchInterval: (query) => (hasPendingDocument(query.state.data) ? KYC_POLL_MS : false),
  });
  const user = useCurrentUser();

  // Documents newer than the player and saying another status: the review moved on, so re-read the player too.
  const documentsAhead =
    documents.data !== undefined &&
    user.data !== undefined &&
    documents.data.kycStatus !== user.data.kycStatus &&
    documents.dataUpdatedAt > user.dataUpdatedAt;
  useEffect(() => {
    if (documentsAhead) void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
  }, [documentsAhead, documents.dataUpdatedAt, queryClient]);

  const error = labels.error ?? documents.error ?? user.error;
  const retry = () => Promise.all([labels.refetch(), documents.refetch(), user.refetch()]);
  const refreshing = documents.isFetching || user.isFetching;

  let data: KycViewData | undefined;
  if (labels.data && documents.data && user.data) {
    const list = documents.data.documents;
    // A player about to be re-read (documentsAhead) is no discrepancy yet: only one that stays after it is shown.
    data = {
      status: documents.data.kycStatus,
      reviewHours: labels.data.reviewHours,
      anyPending: hasPendingDocument(documents.data),
      discrepancy: !documentsAhead
        ? kycStatusDiscrepancy({ userStatus: user.data.kycStatus, documentsStatus: documents.data.kycStatus, documents: documentStates(list) })
        : null,
      access: kycUploadAccess({ allowKYCBeforeDeposit, depositCount: user.data.depositCount, hasOpenRequest: hasOpenRequest(list) }),
      kinds: documentsByKind(labels.data.labels, list),
    };
  }
  return { data, error: data ? null : error, retry, refreshing };
}
