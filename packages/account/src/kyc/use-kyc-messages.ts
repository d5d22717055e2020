import { useMemo } from "react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { DocumentKind, DocumentStatus } from "@casino/domain";

const kindTitles: Record<DocumentKind, MessageDescriptor> = {
  identity_proof: msg`Identity proof`,
  proof_of_address: msg`Proof of address`,
  bank_statement: msg`Bank statement`,
  card_verification: msg`Card verification`,
};

const kindDescriptions: Record<DocumentKind, MessageDescriptor> = {
  identity_proof: msg`Passport, national ID card or driving licence: all four corners, photo and name readable.`,
  proof_of_address: msg`Utility bill or bank letter from the last 3 months showing your name and address.`,
  bank_statement: msg`A statement from the last 3 months showing your name, the account and the bank.`,
  card_verification: msg`A photo of the card you paid with.`,
};

const documentStatuses: Record<DocumentStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  pending: msg`In review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

const kycStatuses: Record<string, MessageDescriptor> = {
  NOT_STARTED: msg`Not verified`,
  PENDING: msg`In review`,
  REQUESTED: msg`Documents requested`,
  REJECTED: msg`Rejected`,
  APPROVED: msg`Verified`,
};

/** Translated names of kinds and statuses; an unknown kycStatus from a newer server is shown as it came. */
export function useKycMessages() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      kindTitle: (kind: DocumentKind) => i18n._(kindTitles[kind]),
      kindDescription: (kind: DocumentKind) => i18n._(kindDescriptions[kind]),
      documentStatus: (status: DocumentStatus) => i18n._(documentStatuses[status]),
      kycStatus: (status: string) => (kycStatuses[status] ? i18n._(kycStatuses[status]) : status),
    }),
    [i18n],
  );
}
