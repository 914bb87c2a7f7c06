import type { SdkSurface } from "../../flows/sdk-route.js";
import { completeIfReady } from "./complete-object.js";
import { markAddressVerified } from "./mark-address-verified.js";
import { presentSdkSession } from "./present-sdk-session.js";
import { sdkSessionObject } from "./sdk-schema.js";

/** What every flow's SDK routes are given: a verifying route's answer is the object, completed if ready, as the sdk_session. */
export const sdkSurface: SdkSurface<typeof sdkSessionObject> = {
  session: sdkSessionObject,
  finish: async (object) => presentSdkSession(await completeIfReady(object)),
  markAddressVerified,
};
