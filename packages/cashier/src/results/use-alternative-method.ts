import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { paymentMethodsQueryOptions } from "@casino/api-client";
import { alternativeMethodName, visibleMethods } from "@casino/domain";
import { useCurrentUser } from "@casino/shell";
import type { AlternativeOffer } from "./FailureView.tsx";

/**
 * The failed method's title and the method to offer instead (spec §4): from the methods this player can use, the
 * card-form method after a card-like method, otherwise carouseller. Without the list (error) nothing is offered:
 * Try again still works, so a failed read does not block the modal.
 */
export function useAlternativeMethod(failed: string | undefined): { methodTitle: string | undefined; alternative: AlternativeOffer } {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const player = user.data;
  const methods = useQuery({
    ...paymentMethodsQueryOptions({ currencyCode: player?.currencyCode ?? "", countryCode: player?.countryCode ?? undefined, language: i18n.locale }),
    enabled: player !== undefined,
  });
  if (!player || !methods.data) {
    // isLoading, not isPending: a guest's disabled query stays pending for ever.
    return { methodTitle: undefined, alternative: user.isLoading || methods.isLoading ? "loading" : undefined };
  }
  const usable = visibleMethods(methods.data, {
    countryCode: player.countryCode ?? "",
    currencyCode: player.currencyCode,
    email: player.email,
    tags: player.tags,
  });
  const methodTitle = methods.data.find((method) => method.name === failed)?.title;
  const name = alternativeMethodName(failed ?? "", usable);
  const offered = usable.find((method) => method.name === name);
  return { methodTitle, alternative: offered && { name: offered.name, title: offered.title } };
}
