import { config } from "../platform/config.js";

/** The format of the credentials people hold: an SD-JWT VC (RFC 9901 with the SD-JWT VC profile). */
export const CREDENTIAL_FORMAT = "dc+sd-jwt" as const;

/** The issuer (`iss`): the service's public URL, where /.well-known/jwt-vc-issuer is served. */
export const credentialIssuer = () => config.PUBLIC_URL.replace(/\/+$/, "");

/** The credential type (`vct`). */
export const credentialVct = () => `${credentialIssuer()}/credentials/vic`;

/** Entries per status list (1 bit each: 16 KiB before compression). */
export const STATUS_LIST_SIZE = 131_072;

/** The list and the position of a credential's status entry. */
export function statusEntry(statusIdx: number): { list: number; idx: number; uri: string } {
  const list = Math.floor(statusIdx / STATUS_LIST_SIZE);
  return { list, idx: statusIdx % STATUS_LIST_SIZE, uri: statusListUri(list) };
}

export const statusListUri = (list: number) => `${credentialIssuer()}/credentials/status/${list}`;

/** The claims every holder can choose to disclose or keep (the others are always disclosed). */
export const SELECTIVE_CLAIMS = ["customer_address", "phone_country", "email_domain"] as const;
