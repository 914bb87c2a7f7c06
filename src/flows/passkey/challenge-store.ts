import { keyPrefix, redis } from "../../platform/redis.js";
import type { SdkSubject } from "../subject.js";

/** How long a ceremony's challenge may be answered (contract section 20: 5 minutes). */
export const CHALLENGE_TTL_SECONDS = 300;

export type Ceremony = "registration" | "authentication";

export const challengeKey = (subject: Pick<SdkSubject, "id">, challenge: string) => `${keyPrefix}:passkey-challenge:{${subject.id}}:${challenge}`;

/** Remembers `challenge` as issued to this object for `ceremony`, answerable once within CHALLENGE_TTL_SECONDS. */
export async function storeChallenge(subject: SdkSubject, challenge: string, ceremony: Ceremony): Promise<void> {
  await redis.set(challengeKey(subject, challenge), `issued:${ceremony}`, "EX", CHALLENGE_TTL_SECONDS);
}

// Marks an issued challenge used and answers what it was: one step, so two responses racing on one challenge cannot both find it issued.
const USE_CHALLENGE = `local was = redis.call('GET', KEYS[1])
if was and string.sub(was, 1, 7) == 'issued:' then redis.call('SET', KEYS[1], 'used', 'KEEPTTL') end
return was`;

export type ChallengeUse = { use: "fresh"; ceremony: Ceremony } | { use: "used" } | { use: "unknown" };

/** Uses up `challenge` of this object: fresh (with its ceremony) the first time, `used` after, `unknown` if never issued to it or expired. */
export async function useChallenge(subject: SdkSubject, challenge: string): Promise<ChallengeUse> {
  const was = (await redis.eval(USE_CHALLENGE, 1, challengeKey(subject, challenge))) as string | null;
  if (was === "issued:registration" || was === "issued:authentication") return { use: "fresh", ceremony: was.slice("issued:".length) as Ceremony };
  return was === "used" ? { use: "used" } : { use: "unknown" };
}
