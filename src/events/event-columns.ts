import { tableColumns } from "../db/columns.js";
import type { Event } from "../generated/prisma/client.js";

/** events, for the raw hot-path statements (webhooks/unit-of-work.ts, webhooks/fan-out.ts, webhooks/load-delivery.ts). */
export const eventColumns = tableColumns<Event>()("events", {
  id: "id",
  merchantId: "merchant_id",
  mode: "mode",
  type: "type",
  data: "data",
  endpointId: "endpoint_id",
  createdAt: "created_at",
});
