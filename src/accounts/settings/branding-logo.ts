import { createHash } from "node:crypto";
import { recordRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidImage } from "../../platform/errors/domain-errors.js";
import { newId } from "../../platform/ids.js";
import { isLogoType, LOGO_TYPES } from "./logo-image.js";

/**
 * Stores an uploaded logo (the router has held it to the declared types and LOGO_MAX_BYTES): its
 * bytes must be the image its type says. It replaces the account's logo, uploaded or URL, in one
 * transaction with the request's audit row. A new upload is a new row, so a new URL.
 */
export async function uploadLogo(merchantId: string, upload: { contentType: string; bytes: Buffer }): Promise<void> {
  const { contentType, bytes } = upload;
  if (!isLogoType(contentType) || !LOGO_TYPES[contentType].matches(bytes))
    throw new InvalidImage(`The file is not a ${contentType} image: its first bytes do not match the Content-Type sent. Send the file's bytes unchanged with its own type.`);
  const logo = { id: newId("brandingLogo"), merchantId, sha256: createHash("sha256").update(bytes).digest("hex"), contentType, bytes: new Uint8Array(bytes) };
  await prisma.$transaction(async (tx) => {
    await tx.brandingLogo.deleteMany({ where: { merchantId } });
    await tx.brandingLogo.create({ data: logo });
    const cleared = await tx.merchantSettings.updateMany({ where: { merchantId, brandingLogoUrl: { not: null } }, data: { brandingLogoUrl: null } });
    await tx.merchantSettings.createMany({ data: [{ merchantId }], skipDuplicates: true });
    await recordRequestAudit(tx, { target: `merchant:${merchantId}`, details: { changed_fields: ["branding_logo_upload", ...(cleared.count > 0 ? ["branding_logo_url"] : [])] } });
  });
}

/** No logo at all: the uploaded one is deleted and the URL cleared. */
export async function removeLogo(merchantId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const removed = await tx.brandingLogo.deleteMany({ where: { merchantId } });
    const cleared = await tx.merchantSettings.updateMany({ where: { merchantId, brandingLogoUrl: { not: null } }, data: { brandingLogoUrl: null } });
    const changed = [...(removed.count > 0 ? ["branding_logo_upload"] : []), ...(cleared.count > 0 ? ["branding_logo_url"] : [])];
    await recordRequestAudit(tx, { target: `merchant:${merchantId}`, details: { changed_fields: changed } });
  });
}

/** An uploaded logo's bytes, by id (the public URL carries no merchant). */
export function readLogo(id: string) {
  return prisma.brandingLogo.findUnique({ where: { id }, select: { id: true, sha256: true, contentType: true, bytes: true } });
}
