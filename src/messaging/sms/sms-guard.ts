import type { Mode } from "../../http/auth/api-key-format.js";
import type { PhoneNumber } from "./phone-number.js";
import { readSmsSettings } from "./sms-settings.js";
import { assertSmsCountryAllowed } from "./country-allowlist.js";
import { assertSmsLineType } from "./line-type-guard.js";
import { reserveSmsBudgets } from "./sms-budgets.js";
import { assertSmsSendingEnabled } from "./sending-switch.js";

export interface SmsSendRequest {
  merchantId: string;
  mode: Mode;
  phone: PhoneNumber;
  phoneHash: string;
  clientIp: string;
}

const nothingToRelease = async () => {};

/**
 * The SMS fraud guard (contract section 11), in its order, before a code is recorded: line type,
 * country, then (live only; test mode never sends) the three budgets, reserved, and the global
 * switch. Test mode checks the number exactly as live does, so an integration meets these errors
 * before it goes live. Returns the release of the reserved budgets, for a send a later check
 * refuses.
 */
export async function guardSmsSend(request: SmsSendRequest): Promise<() => Promise<void>> {
  assertSmsLineType(request.phone);
  assertSmsCountryAllowed(request.phone.country, (await readSmsSettings(request.merchantId)).smsCountries);
  if (request.mode !== "live") return nothingToRelease;
  const release = await reserveSmsBudgets({ merchantId: request.merchantId, phoneHash: request.phoneHash, clientIp: request.clientIp });
  try {
    assertSmsSendingEnabled();
  } catch (error) {
    await release();
    throw error;
  }
  return release;
}
