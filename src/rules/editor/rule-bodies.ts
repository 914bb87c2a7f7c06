import { createRuleSchema, updateRuleSchema } from "../rule-schema.js";
import { catalogSignalOnly } from "./signal-check.js";

// The rule bodies of src/rules/, their signal held to the catalog of the registered flows and their operator and value to its type.
export const createRuleBody = createRuleSchema.superRefine(catalogSignalOnly).meta({ id: "CreateDecisionRule" });
export const updateRuleBody = updateRuleSchema.superRefine(catalogSignalOnly).meta({ id: "UpdateDecisionRule" });
