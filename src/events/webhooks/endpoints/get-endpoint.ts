import { prisma } from "../../../platform/db/client.js";
import { presentEndpoint } from "../present-endpoint.js";
import { findEndpoint, type Owner } from "./scope.js";

export async function getEndpoint(owner: Owner, id: string) {
  return presentEndpoint(await findEndpoint(prisma, owner, id));
}
