import type { GuestInfo } from '@live/api-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { field, type Persistent, readRecord } from './persist';

/** A stored guest needs its user id and expiry; anything else is dropped. */
const readGuest = (value: unknown) =>
  readRecord<GuestInfo>(value, (guest) => typeof guest.userid === 'string' && typeof guest.expire_time === 'number');

/** The guest chat identity (spec §3, §6), refreshed once it has expired. */
export class GuestStore implements Persistent {
  info: GuestInfo | null = null;
  readonly persisted = {
    guestInfo: field(
      readGuest,
      () => this.info,
      (info) => this.set(info),
    ),
  };
  private refreshing: Promise<GuestInfo | null> | null = null;

  constructor() {
    makeAutoObservable<GuestStore, 'refreshing'>(this, { refreshing: false, persisted: false }, { autoBind: true });
  }

  isExpired(nowMs = Date.now()): boolean {
    return !this.info || this.info.expire_time * 1000 <= nowMs;
  }

  set(info: GuestInfo | null | undefined): void {
    if (info) this.info = info;
  }

  /** The current guest identity, fetching a new one when missing or expired; one fetch at a time. */
  async ensure(fetchGuest: () => Promise<GuestInfo>, nowMs = Date.now()): Promise<GuestInfo | null> {
    if (this.info && !this.isExpired(nowMs)) return this.info;
    this.refreshing ??= fetchGuest()
      .then((info) => {
        runInAction(() => this.set(info));
        return this.info;
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  /** Chat login failed for a reason other than 2025: the next ensure() fetches again (spec §8). */
  invalidate(): void {
    this.info = null;
  }
}
