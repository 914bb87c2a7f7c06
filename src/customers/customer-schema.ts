import { actorObject } from "../http/audit/actor-schema.js";
import { z } from "zod";
import { livemode, timestamp } from "../http/common-schemas.js";
import { redactionObject } from "./redaction-schema.js";
import { KYC_STATUSES } from "./kyc-lifecycle.js";
import type { CustomerFacet } from "./customer-facet.js";

export const customerObject = z
  .object({
    id: z.string().startsWith("cus_"),
    object: z.literal("customer"),
    address: z.string().meta({ description: "The customer's wallet address, lower-case." }),
    kyc_status: z.enum(KYC_STATUSES),
    tier: z.string().nullable().meta({ description: "The tier the customer is verified at; null unless verified." }),
    latest_vic: z.string().nullable().meta({ description: "The id of the customer's latest VIC." }),
    suspended_reason: z.string().nullable(),
    associated_at: timestamp.nullable().meta({ description: "When the customer was first verified for this merchant." }),
    status_updated_at: timestamp,
    redaction: redactionObject,
    livemode,
    created_at: timestamp,
  })
  .meta({ id: "Customer" });

/** A customer as `GET /customers/{address}` returns it: with the fields its facets add (the flows'). */
export const customerDetailObject = (facets: readonly CustomerFacet[]) =>
  customerObject.extend(Object.fromEntries(facets.map((facet) => [facet.field, facet.schema]))).meta({ id: "CustomerDetail" });

export const customerNoteObject = z
  .object({
    id: z.string().startsWith("note_"),
    object: z.literal("customer_note"),
    customer: z.string().meta({ description: "The address of the customer the note is about." }),
    body: z.string(),
    author: actorObject.nullable().meta({ description: "Who wrote it: a dashboard user or a secret key; null for notes written before authors were recorded." }),
    livemode,
    created_at: timestamp,
  })
  .meta({ id: "CustomerNote" });

export type CustomerObject = z.input<typeof customerObject>;
export type CustomerNoteObject = z.input<typeof customerNoteObject>;
