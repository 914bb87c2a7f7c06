/**
 * Credential hashes a lookup just found no match for, remembered for `ttlMs` so that a flood of
 * well-formed fake credentials costs one Postgres lookup per distinct value per `ttlMs`, not one
 * per request. Process-local and bounded: past `maxEntries` the oldest entry is dropped (a
 * forgotten entry only costs one more lookup). Only for credentials we generate at random and
 * hand out after their row has committed: nobody can present one before it exists, so a real
 * credential is never remembered as missing unless it was guessed first.
 */
export class NegativeCache {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  remember(hash: string): void {
    this.expiries.delete(hash); // re-inserted last, so the oldest stays first
    if (this.expiries.size >= this.maxEntries) this.expiries.delete(this.expiries.keys().next().value!);
    this.expiries.set(hash, Date.now() + this.ttlMs);
  }

  /** True when a lookup of this hash found nothing less than `ttlMs` ago. */
  has(hash: string): boolean {
    const expiresAt = this.expiries.get(hash);
    if (expiresAt === undefined) return false;
    if (expiresAt > Date.now()) return true;
    this.expiries.delete(hash);
    return false;
  }

  clear(): void {
    this.expiries.clear();
  }
}
