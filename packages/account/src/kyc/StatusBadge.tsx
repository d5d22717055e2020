import type { DocumentStatus } from "@casino/domain";
import { Icon, type IconName } from "@casino/ui-kit";
import { useKycMessages } from "./use-kyc-messages.ts";
import * as styles from "./Kyc.css.ts";

type Tone = keyof typeof styles.badge;

const documentLook: Record<DocumentStatus, [Tone, IconName]> = {
  requested: ["warning", "warning"],
  pending: ["info", "info"],
  approved: ["success", "success"],
  rejected: ["danger", "danger"],
};

const kycLook: Record<string, [Tone, IconName]> = {
  PENDING: ["info", "info"],
  REQUESTED: ["warning", "warning"],
  REJECTED: ["danger", "danger"],
  APPROVED: ["success", "success"],
};

/** A status as text with an icon; the colour only repeats what the word says. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const [tone, icon] = documentLook[status];
  return <Badge tone={tone} icon={icon} text={useKycMessages().documentStatus(status)} />;
}

export function KycStatusBadge({ status }: { status: string }) {
  const [tone, icon] = kycLook[status] ?? ["neutral", "info"];
  return <Badge tone={tone} icon={icon} text={useKycMessages().kycStatus(status)} />;
}

function Badge({ tone, icon, text }: { tone: Tone; icon: IconName; text: string }) {
  return (
    <span className={styles.badge[tone]}>
      <Icon name={icon} size="sm" />
      {text}
    </span>
  );
}
