import { z } from "zod";
import { FLOW_NAMES } from "../../flows/registry.js";

export const catalogSignalObject = z
  .object({
    name: z.string(),
    flow: z.enum(FLOW_NAMES),
    description: z.string(),
    schema: z.record(z.string(), z.unknown()).meta({ description: "The JSON Schema of the signal's value." }),
  })
  .meta({ id: "CatalogSignal" });
