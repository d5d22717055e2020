import { lazy, type ComponentType } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DialogSize } from "@casino/ui-kit";

/** What the modal host hands a modal's body. */
export type ModalComponentProps = {
  name: string;
  /** The URL's other search parameters as text (e.g. the payment method of a failed deposit). */
  params: Readonly<Record<string, string>>;
  /** Closes the modal: back through history when it was opened in the app, else removes `?modal=`. */
  close: () => void;
};

export type ModalTitle = MessageDescriptor | string | ((params: Readonly<Record<string, string>>) => MessageDescriptor | string);

/** What a feature exports for each modal it owns; `?modal=<name>` shows it over any page. */
export type ModalDefinition = {
  name: string;
  /** Usually `lazyModal(() => import("./X.tsx"))`, so the body loads only when opened. */
  component: ComponentType<ModalComponentProps>;
  title?: ModalTitle;
  size?: DialogSize;
  disableBackdropClose?: boolean;
  /** Search parameters owned by this modal: closing removes them together with `modal`. */
  params?: readonly string[];
};

/** Spec §2 query-driven modal names; the shell shows a "coming soon" body until a feature fills one. */
export const SPEC_MODAL_NAMES = [
  "login",
  "verify-email-expired",
  "deposit-failed",
  "deposit-return",
  "deposit-decline",
  "deposit-cancel",
  "deposit-pending",
  "deposit-success",
  "deposit-3ds-success",
  "calendar",
  "rakeback",
] as const;
export type SpecModalName = (typeof SPEC_MODAL_NAMES)[number];

const SPEC_MODAL_TITLES: Record<SpecModalName, MessageDescriptor> = {
  login: msg`Log in`,
  "verify-email-expired": msg`Verification link expired`,
  "deposit-failed": msg`Deposit failed`,
  "deposit-return": msg`Deposit in progress`,
  "deposit-decline": msg`Deposit declined`,
  "deposit-cancel": msg`Deposit cancelled`,
  "deposit-pending": msg`Deposit pending`,
  "deposit-success": msg`Deposit successful`,
  "deposit-3ds-success": msg`Card verified`,
  calendar: msg`Bonus calendar`,
  rakeback: msg`Rewards calendar`,
};

/** A lazily loaded modal body (one chunk per modal, fetched when the modal first opens). */
export const lazyModal = (load: () => Promise<{ default: ComponentType<ModalComponentProps> }>) => lazy(load);

const ComingSoonModal = lazyModal(() => import("./ComingSoonModal.tsx"));
const ResetPasswordModal = lazyModal(() => import("./ResetPasswordModal.tsx"));
const VerifyEmailExpiredModal = lazyModal(() => import("../session/verify-expired/VerifyEmailExpiredModal.tsx"));

/** The spec names the shell fills itself (the rest show coming soon until a feature fills them). */
const SHELL_BODIES: Partial<Record<SpecModalName, Pick<ModalDefinition, "component" | "size">>> = {
  "verify-email-expired": { component: VerifyEmailExpiredModal, size: "sm" },
};

/** The shell's own modals: every spec name (its body or coming soon) and the reset-password landing of the e-mailed link. */
export const SHELL_MODALS: readonly ModalDefinition[] = [
  ...SPEC_MODAL_NAMES.map((name) => ({ name, component: ComingSoonModal, title: SPEC_MODAL_TITLES[name], ...SHELL_BODIES[name] })),
  { name: "reset-password", component: ResetPasswordModal, title: msg`Set a new password`, params: ["token"], size: "sm" },
];

/** Shell modals first, each feature modal replacing the one of its name (keeping the spec title unless it has one). */
export function resolveModals(features: readonly ModalDefinition[]): ReadonlyMap<string, ModalDefinition> {
  const modals = new Map(SHELL_MODALS.map((definition) => [definition.name, definition]));
  for (const definition of features) {
    const title = definition.title ?? modals.get(definition.name)?.title;
    modals.set(definition.name, title === undefined ? definition : { ...definition, title });
  }
  return modals;
}
