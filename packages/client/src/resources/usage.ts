import type { PlainList, UsagePeriod } from "../api-types.js";
import type { RequestOptions, Transport } from "../http/transport.js";

/** Billable live verifications per month (live keys only: a test key gets PermissionError `live_key_required`). */
export class Usage {
  constructor(private readonly http: Transport) {}

  list(options?: RequestOptions): Promise<PlainList<UsagePeriod>> {
    return this.http.request("GET", "/usage", { options });
  }
}
