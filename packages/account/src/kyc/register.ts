import { lazyPage, type PageDefinition } from "@casino/shell";

/** KYC (issue 5 point 6): the verification page at its three paths, one chunk for all three. */
export const kycPages: PageDefinition[] = [
  { key: "verify", component: lazyPage(() => import("./KycPages.tsx"), "VerifyPage") },
  { key: "accountVerification", component: lazyPage(() => import("./KycPages.tsx"), "AccountVerificationPage") },
  { key: "profile2Verification", component: lazyPage(() => import("./KycPages.tsx"), "Profile2VerificationPage") },
];
