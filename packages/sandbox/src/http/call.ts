import type { DataOf, GetPath, PostPath } from '@live/api-contract';
import type { App } from '../app.ts';
import type { Lang } from '../sim/types.ts';
import { type UserRow, userForToken } from '../users.ts';
import type { Params, RequestInfo } from './context.ts';
import { loginTimeout } from './errors.ts';

/** One API call as a handler sees it. */
export class Call {
  readonly app: App;
  readonly params: Params;
  readonly info: RequestInfo;
  #viewer: UserRow | null | undefined;

  constructor(app: App, params: Params, info: RequestInfo) {
    this.app = app;
    this.params = params;
    this.info = info;
  }

  get lang(): Lang {
    return this.info.lang;
  }

  get now(): number {
    return this.info.now;
  }

  /** Picks the text of the request's language. */
  t(zh: string, pt: string): string {
    return this.info.lang === 'pt' ? pt : zh;
  }

  get token(): string {
    const token = this.params.values.token;
    return typeof token === 'string' ? token : '';
  }

  /** The logged-in user, null for visitors; a stale token is a login timeout (spec §8). */
  viewer(): UserRow | null {
    if (this.#viewer === undefined) this.#viewer = this.token ? userForToken(this.app, this.token) : null;
    return this.#viewer;
  }

  /** The logged-in user, or status 2 for visitors. */
  user(): UserRow {
    return this.viewer() ?? loginTimeout();
  }

  /** Matches the viewer follows (empty for visitors). */
  followedMatches(): Set<number> {
    const viewer = this.viewer();
    if (!viewer) return new Set();
    const rows = this.app.db.prepare('SELECT match_id FROM match_follows WHERE user_id = ?').all(viewer.id) as {
      match_id: number;
    }[];
    return new Set(rows.map((row) => row.match_id));
  }
}

export type Handler<P extends PostPath | GetPath> = (call: Call) => DataOf<P>;
export type PostHandlers = { [P in PostPath]: Handler<P> };
export type GetHandlers = { [P in GetPath]: Handler<P> };
