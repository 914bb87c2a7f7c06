import { instantParam } from "../http/instant-param.js";

/** `updated_since`: strictly after this instant (`status_updated_at > since`). */
export const updatedSinceSchema = instantParam("Only customers whose `kyc_status` changed strictly after this instant");
