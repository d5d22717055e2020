// Withdrawal and deposit form fields (spec §5 "bank code 8-15 characters (IFSC)", "UPI ID ... like name@bank",
// "crypto needs amount, address, network"). The sandbox validates with the same functions.

export const BANK_CODE_LENGTH = { min: 8, max: 15 } as const;

/** name@bank; identical to the api-client's UPI_ID_PATTERN. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;

/** Letters and digits only, 8-15 of them; surrounding spaces ignored. */
export function bankCodeValid(code: string): boolean {
  const value = code.trim();
  return /^[A-Za-z0-9]+$/.test(value) && value.length >= BANK_CODE_LENGTH.min && value.length <= BANK_CODE_LENGTH.max;
}

export function upiIdValid(id: string): boolean {
  return UPI_ID_PATTERN.test(id.trim());
}

/** The chain a network code runs on: "USDT-TRC20" is Tron, "BTC" (or "BTC-...") Bitcoin, everything else EVM (ERC-20, BEP-20...). */
function chainOf(networkCode: string): "tron" | "bitcoin" | "evm" {
  const code = networkCode.toUpperCase();
  if (code.endsWith("TRC20")) return "tron";
  if (code === "BTC" || code.startsWith("BTC-")) return "bitcoin";
  return "evm";
}

/** The address format of the network's chain (base58 Tron T-address; bech32 or legacy Bitcoin; 0x + 40 hex). */
export function walletAddressValid(address: string, networkCode: string): boolean {
  const value = address.trim();
  switch (chainOf(networkCode)) {
    case "tron":
      return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value);
    case "bitcoin":
      return /^bc1[ac-hj-np-z02-9]{11,71}$/.test(value) || /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(value);
    case "evm":
      return /^0x[0-9a-fA-F]{40}$/.test(value);
  }
}
