import { SANDBOX_CHAT_APP_ID, type SiteConfig } from '@live/api-contract';
import type { ImAdmin } from '@live/im-server';
import type { Db } from './db/database.ts';
import type { World } from './world.ts';

export type Log = (line: string) => void;

/** Chat credentials: the app id brandgen stamps into sandbox builds and the secret shared with the chat service. */
export interface ImCredentials {
  sdkAppId: number;
  secretKey: string;
}

export const SANDBOX_IM: ImCredentials = {
  sdkAppId: SANDBOX_CHAT_APP_ID,
  secretKey: 'sandbox-im-secret-key-change-me',
};

/** Config overrides keyed by '*' (every brand), a brand id ('pq8', from X-Brand-Id) or an sp_source ('5', '31'). */
export type ConfigOverrides = Record<string, Partial<SiteConfig>>;

/** Everything a handler may use: one instance per running sandbox. */
export interface App {
  db: Db;
  world: World;
  log: Log;
  im: ImCredentials;
  /** Unix seconds; tests may move it. */
  now: () => number;
  tokenTtlSeconds: number;
  startOverrides: ConfigOverrides;
  apiHosts: string[];
  /** Where the committed demo media lives. */
  mediaDir: string;
  /** The platform's chat account once the chat service runs (null with chat off): gifts are posted through it. */
  platformChat: ImAdmin | null;
}
