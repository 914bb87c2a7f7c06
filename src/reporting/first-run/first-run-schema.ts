import { z } from "zod";
import { timestamp } from "../../http/common-schemas.js";

export const FIRST_RUN_ITEMS = ["verification_link", "webhook_endpoint", "teammate", "live_mode"] as const;
export type FirstRunItem = (typeof FIRST_RUN_ITEMS)[number];

export const firstRunObject = z
  .object({
    object: z.literal("first_run"),
    items: z
      .array(
        z.object({
          id: z.enum(FIRST_RUN_ITEMS).meta({
            description:
              "`verification_link`: a verification session exists (either mode); `webhook_endpoint`: a webhook endpoint exists (either mode); `teammate`: someone else joined or was invited; `live_mode`: live access is enabled.",
          }),
          done: z.boolean().meta({ description: "Read from the account's data at the time of the request, never from clicks on the checklist." }),
        }),
      )
      .meta({ description: "The checklist, in the order it is shown." }),
    complete: z.boolean().meta({ description: "Every item is done." }),
    dismissed_at: timestamp.nullable().meta({ description: "When the signed-in user put the checklist away; null while it is shown." }),
  })
  .meta({ id: "FirstRun" });

export type FirstRunObject = z.input<typeof firstRunObject>;
