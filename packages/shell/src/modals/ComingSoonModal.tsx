import { Trans } from "@lingui/react/macro";
import { Text } from "@casino/ui-kit";

/** The body of a spec modal no feature has filled yet. */
export default function ComingSoonModal() {
  return (
    <Text as="p" tone="secondary">
      <Trans>This part of the site is coming soon. Thank you for your patience.</Trans>
    </Text>
  );
}
