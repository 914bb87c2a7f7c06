import type { Event, Page } from "../api-types.js";

/**
 * How far below the newest event seen a poll looks again. `/v1/events` lists newest first by the
 * time an event was recorded, which is taken before its transaction commits: an event can become
 * visible a moment after a newer one. Polls re-read this window and skip the ids already seen.
 */
export const LOOKBACK_MS = 30_000;

export interface FollowPosition {
  /** `created` (ms) of the newest event seen, or null before any. */
  newestMs: number | null;
  /** Ids seen whose `created` is within LOOKBACK_MS of the newest: id -> created (ms). */
  seen: Record<string, number>;
}

export type ListPage<T = Event> = (cursor: string | undefined) => Promise<Page<T>>;

const eventCreatedMs = (event: Event) => Date.parse(event.created);

/**
 * Follows a newest-first log in order (the event log; the request log with `createdMs` of its
 * entries): each `poll` pages back from the top to the last position (less the lookback window)
 * and returns the items not seen yet, oldest first.
 */
export class EventFollower<T extends { id: string } = Event> {
  constructor(
    private readonly listPage: ListPage<T>,
    readonly position: FollowPosition,
    private readonly lookbackMs = LOOKBACK_MS,
    private readonly createdMs: (item: T) => number = eventCreatedMs as unknown as (item: T) => number,
  ) {}

  /**
   * First run: everything already in the log counts as seen (only what happens from now on is
   * forwarded). Reads the newest page, then only the lookback window below it, never the whole log.
   */
  async startFromNow(): Promise<void> {
    const [newest] = (await this.listPage(undefined)).data;
    if (!newest) return;
    this.position.newestMs = Math.max(this.position.newestMs ?? -Infinity, this.createdMs(newest));
    for (const event of await this.unseen(undefined)) this.markSeen(event);
    this.prune();
  }

  /**
   * The events to forward, oldest first: those not seen yet, and with `sinceMs` every event
   * created at or after it, seen or not (`--replay-since`). Call `markSeen` for each once handled.
   */
  async poll(sinceMs?: number): Promise<T[]> {
    const events = await this.unseen(sinceMs);
    this.prune();
    return events;
  }

  markSeen(event: T): void {
    const ms = this.createdMs(event);
    this.position.seen[event.id] = ms;
    if (this.position.newestMs === null || ms > this.position.newestMs) this.position.newestMs = ms;
  }

  private async unseen(sinceMs: number | undefined): Promise<T[]> {
    const { newestMs, seen } = this.position;
    const floor = Math.min(sinceMs ?? Infinity, newestMs === null ? -Infinity : newestMs - this.lookbackMs);
    const found: T[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await this.listPage(cursor);
      for (const event of page.data) {
        const ms = this.createdMs(event);
        if (ms < floor) return found.reverse();
        if (!(event.id in seen) || (sinceMs !== undefined && ms >= sinceMs)) found.push(event);
      }
      if (!page.has_more || !page.next_cursor) return found.reverse();
      cursor = page.next_cursor;
    }
  }

  private prune(): void {
    const { newestMs, seen } = this.position;
    if (newestMs === null) return;
    for (const [id, ms] of Object.entries(seen)) if (ms < newestMs - this.lookbackMs) delete seen[id];
  }
}
