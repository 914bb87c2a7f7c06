/**
 * The `aud` a presentation to a merchant must carry: the merchant's account id (`acct_...`), for the
 * hosted page's flow and `POST /v1/credential-verifications` alike, so one made for a merchant is
 * refused everywhere else (docs/credentials.md).
 */
export const credentialAudience = (merchantId: string) => merchantId;
