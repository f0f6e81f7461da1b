import type { UserInfo } from '@live/api-contract';
import { makeAutoObservable } from 'mobx';
import { isLoggedIn, isVipActive } from '../domain/user';
import { field, type Persistent, readRecord } from './persist';

/** A stored user needs its id and token; anything else is dropped. */
const readUser = (value: unknown) =>
  readRecord<UserInfo>(value, (user) => typeof user.id === 'number' && typeof user.token === 'string');

/** The logged-in user (spec §3, §4): logged in when id > 0. */
export class UserStore implements Persistent {
  info: UserInfo | null = null;
  readonly persisted = {
    userInfo: field(
      readUser,
      () => this.info,
      (info) => this.setUser(info),
    ),
  };

  constructor() {
    makeAutoObservable(this, { persisted: false }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return isLoggedIn(this.info);
  }

  get token(): string {
    return this.isLoggedIn ? (this.info?.token ?? '') : '';
  }

  get uid(): number {
    return this.isLoggedIn ? Number(this.info?.id) : 0;
  }

  /** VIP: vip_level > 0 and vip_date in the future (a method: time passes without any change here). */
  isVip(nowMs = Date.now()): boolean {
    return isVipActive(this.info, nowMs);
  }

  /** Falsy data is no update (spec §8). */
  setUser(info: UserInfo | null | undefined): void {
    if (info) this.info = info;
  }

  update(fields: Partial<UserInfo>): void {
    if (this.info) this.info = { ...this.info, ...fields };
  }

  reset(): void {
    this.info = null;
  }
}
