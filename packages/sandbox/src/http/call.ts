import type { DataOf, GetPath, PostPath } from '@live/api-contract';
import type { App } from '../app.ts';
import { followedMatchIds } from '../follows.ts';
import type { Lang } from '../sim/types.ts';
import { type UserRow, userForToken } from '../users.ts';
import type { Params, RequestInfo } from './context.ts';
import { ApiError, loginTimeout } from './errors.ts';

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

  /**
   * Picks a stored text of the request's language: a row's Portuguese column when it has one. Rows without (users'
   * own text, rows written before the column) answer what they hold.
   */
  stored(zh: string, br: string): string {
    return this.info.lang === 'pt' && br ? br : zh;
  }

  get token(): string {
    const token = this.params.values.token;
    return typeof token === 'string' ? token : '';
  }

  /**
   * The logged-in user for personalising public data (follow flags ...); null for visitors and for stale tokens,
   * which public calls treat as visitors: the app learns of the timeout from calls that need the user.
   */
  viewer(): UserRow | null {
    if (this.#viewer === undefined) {
      try {
        this.#viewer = this.token ? userForToken(this.app, this.token) : null;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        this.#viewer = null;
      }
    }
    return this.#viewer;
  }

  /** The logged-in user; a visitor or a stale token gets status 2 with 登录超时 (spec §8). */
  user(): UserRow {
    return this.token ? userForToken(this.app, this.token) : loginTimeout();
  }

  /** Matches the viewer follows, starred or of a followed team (empty for visitors). */
  followedMatches(): Set<number> {
    const viewer = this.viewer();
    return viewer ? followedMatchIds(this.app.db, viewer.id) : new Set();
  }
}

/** A handler answers at once, or later when it must wait for another service (e.g. the chat service). */
export type Handler<P extends PostPath | GetPath> = (call: Call) => DataOf<P> | Promise<DataOf<P>>;
export type PostHandlers = { [P in PostPath]: Handler<P> };
export type GetHandlers = { [P in GetPath]: Handler<P> };
