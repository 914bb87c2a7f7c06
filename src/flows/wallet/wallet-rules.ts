import { FlowRefused } from "../../platform/errors/domain-errors.js";
import type { SdkSubject } from "../subject.js";

/** When the object names a wallet (a session created with one, every reverification request), only that wallet may sign: the refusal for any other, else null. */
export function walletRefusal(subject: SdkSubject, address: string): FlowRefused | null {
  if (subject.customerAddress && subject.customerAddress !== address.toLowerCase())
    return new FlowRefused("address_mismatch", `This verification is for the wallet ${subject.customerAddress}; connect that wallet.`, "address");
  return null;
}

/** walletRefusal, thrown. */
export function assertWalletAllowed(subject: SdkSubject, address: string): void {
  const refusal = walletRefusal(subject, address);
  if (refusal) throw refusal;
}
