import { FlowRefused } from "../../errors/domain-errors.js";
import type { SdkSubject } from "../subject.js";

/** When the object names a wallet (a session created with one, every reverification request), only that wallet may sign. */
export function assertWalletAllowed(subject: SdkSubject, address: string): void {
  if (subject.customerAddress && subject.customerAddress !== address.toLowerCase())
    throw new FlowRefused("address_mismatch", `This verification is for the wallet ${subject.customerAddress}; connect that wallet.`, "address");
}
