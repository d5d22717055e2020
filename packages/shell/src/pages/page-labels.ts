import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Built-in labels for page keys and the default menu; a brand may give its own text per locale instead. */
export const PAGE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  home: msg`Home`,
  casino: msg`Casino`,
  liveCasino: msg`Live casino`,
  slots: msg`Slots`,
  popular: msg`Popular`,
  promotions: msg`Promotions`,
  vipClub: msg`VIP club`,
  cashback: msg`Cashback`,
  bonuses: msg`Bonuses`,
  tournaments: msg`Tournaments`,
  providers: msg`Providers`,
  deposit: msg`Deposit`,
  withdraw: msg`Withdraw`,
  profile: msg`Profile`,
  referAFriend: msg`Refer a friend`,
  vip: msg`VIP`,
  info: msg`Info`,
  profileDetails: msg`Profile details`,
  wallet: msg`Wallet`,
  responsibility: msg`Responsibility`,
  contacts: msg`Contacts`,
  privacyPolicy: msg`Privacy policy`,
  termsAndConditions: msg`Terms and conditions`,
  amlPolicy: msg`AML policy`,
  responsibleGambling: msg`Responsible gambling`,
  kycRefundPolicy: msg`KYC and refund policy`,
  bonusTerms: msg`Bonus terms`,
  legalUseOfWebsite: msg`Legal use of website`,
};
