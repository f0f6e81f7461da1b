import type { SiteConfig } from '@live/api-contract';
import type { ImCredentials } from './auth/usersig.ts';
import type { Db } from './db/database.ts';
import type { World } from './world.ts';

export type Log = (line: string) => void;

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
}
