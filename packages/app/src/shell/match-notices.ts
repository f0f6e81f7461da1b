import { makeAutoObservable } from 'mobx';

/** A match event for the user's attention (goal, kick-off of a collected match ...), shown on every page. */
export interface MatchNotice {
  id: string;
  sport: 'football' | 'basketball';
  matchId: number;
  title: string;
  body: string;
}

/** How long one notice stays before the next shows. */
export const MATCH_NOTICE_MS = 5000;

/** One notice at a time, the others queued in arrival order; a notice already queued is not queued twice. */
export class MatchNoticeStore {
  queue: MatchNotice[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get current(): MatchNotice | null {
    return this.queue[0] ?? null;
  }

  push(notice: MatchNotice): void {
    if (this.queue.some((n) => n.id === notice.id)) return;
    this.queue.push(notice);
  }

  dismiss(id: string): void {
    this.queue = this.queue.filter((n) => n.id !== id);
  }
}
