import { config } from "../platform/config.js";

/** The hosted verification page for a client token; the token rides in the fragment, which browsers never send to a server. */
export function hostedPageUrl(clientToken: string): string {
  return `${config.PUBLIC_URL}/verify#token=${clientToken}`;
}
