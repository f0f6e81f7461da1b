import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type App, type ConfigOverrides, type ImCredentials, type Log, SANDBOX_IM } from './app.ts';
import { openDatabase } from './db/database.ts';
import { createSandboxServer } from './http/server.ts';
import { routes } from './routes/index.ts';
import { getMeta } from './db/database.ts';
import { DEFAULT_SEED, seedIfEmpty } from './seed/seed.ts';
import { World } from './world.ts';
import { CHAT_VIP_PROFILE_TAG } from '@live/api-contract';
import { type ImServer, startImServer } from '@live/im-server';
import { startPlatformChat } from './chat/platform-chat.ts';
import { paceOf, startViewerChat, type ViewerChatPace } from './chat/viewer-chat.ts';
import { roomCommentCallback } from './tasks/room-comments.ts';
import { dayOffsetOf } from './day-offset.ts';
import { DEFAULT_DB_PATH, PACKAGE_DIR } from './paths.ts';

export { type ConfigOverrides, type ImCredentials, type Log, SANDBOX_IM } from './app.ts';
export { DEMO_ACCOUNTS } from './seed/content.ts';
export { parseOverrides } from './routes/config.ts';

export { DEFAULT_DB_PATH } from './paths.ts';

export interface SandboxOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** SQLite file; ':memory:' for a throwaway run. Defaults to packages/sandbox/.data/sandbox.db. */
  dbPath?: string;
  /** Deletes the database first. */
  reset?: boolean;
  /** Common-config overrides keyed by sp_source or '*' (spec §3 config fields). */
  configOverrides?: ConfigOverrides;
  log?: Log;
  /** Seed of the generated data (used when the database is created). */
  seed?: number;
  /** Login token lifetime; tests shorten it to see status 2. */
  tokenTtlSeconds?: number;
  im?: ImCredentials;
  /** What GET /sandbox/api-hosts.json lists; [''] means the page's own origin. */
  apiHosts?: string[];
  /** Clock in unix seconds, for tests. Without it: the machine's clock, SANDBOX_DAY_OFFSET days on (day-offset.ts). */
  now?: () => number;
  /** Mount the local chat service on the same port under /im (default true). */
  chat?: boolean;
  /** How often kick-offs are checked for race-start broadcasts, in ms (tests shorten it). */
  raceStartCheckMs?: number;
  /**
   * The simulated viewers' chat in the live rooms (chat/viewer-chat.ts): live, slow (a tenth: the e2e runs) or off.
   * Default: SANDBOX_VIEWER_CHAT, else live.
   */
  viewerChat?: ViewerChatPace;
}

export interface RunningSandbox {
  url: string;
  port: number;
  /**
   * The HTTP server, for services that share the port: e.g. the chat service attaches its WebSocket with
   * startImServer({ server, path: '/im', secretKey: SANDBOX_IM.secretKey, ... }). Close those first.
   */
  server: Server;
  close(): Promise<void>;
}

export const DEFAULT_TOKEN_TTL = 7 * 86400;

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const log = options.log ?? ((line: string) => console.log(`[sandbox] ${line}`));
  const dayOffsetMs = options.now ? 0 : dayOffsetOf(process.env.SANDBOX_DAY_OFFSET) * 86_400_000;
  const now = options.now ?? (() => Math.floor((Date.now() + dayOffsetMs) / 1000));
  const dbPath = options.dbPath ?? DEFAULT_DB_PATH;
  const imDbPath = dbPath === ':memory:' ? ':memory:' : dbPath.replace(/(\.db)?$/, '.im.db');
  if (options.reset && dbPath !== ':memory:') {
    for (const file of [dbPath, imDbPath])
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
  const started = performance.now();
  const db = openDatabase(dbPath);
  const seeded = seedIfEmpty(db, options.seed ?? DEFAULT_SEED, now());
  const world = new World(db, Number(getMeta(db, 'seed') ?? DEFAULT_SEED));
  world.ensureWindow(now());
  log(`${seeded ? 'seeded' : 'opened'} ${dbPath} in ${Math.round(performance.now() - started)} ms`);
  const app: App = {
    db,
    world,
    log,
    im: options.im ?? SANDBOX_IM,
    now,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL,
    startOverrides: options.configOverrides ?? {},
    apiHosts: options.apiHosts ?? [''],
    mediaDir: join(PACKAGE_DIR, 'media', 'demo'),
    platformChat: null,
  };
  // The chat service shares the port under /im, as the app reaches it on its own origin; its file
  // uploads (/im/files/) are answered before the platform routes.
  let im: ImServer | null = null;
  let stopPlatformChat = () => {};
  const table = routes(app);
  table.raw.unshift((req, res) => im?.handleHttp(req, res) ?? false);
  const server = createSandboxServer(app, table);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port, address } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  if (options.chat !== false) {
    im = await startImServer({
      server,
      path: '/im',
      dbPath: imDbPath,
      secretKey: app.im.secretKey,
      sdkAppId: app.im.sdkAppId,
      // The platform owns display names: nick and avatar are written by it alone, like the VIP state.
      platformProfileTags: [CHAT_VIP_PROFILE_TAG, 'Tag_Profile_IM_Nick', 'Tag_Profile_IM_Image'],
      onGroupMessage: roomCommentCallback(app),
      // Messages, signatures and limits on the sandbox's day, as the pages that read them are (e2e's day offset).
      now: () => Date.now() + dayOffsetMs,
    });
    const stopMatchFeed = await startPlatformChat(app, im.admin, options.raceStartCheckMs);
    const pace = options.viewerChat ?? paceOf(process.env.SANDBOX_VIEWER_CHAT);
    const stopViewerChat = startViewerChat(app, im.admin, world.seed, pace);
    stopPlatformChat = () => {
      stopViewerChat();
      stopMatchFeed();
    };
    app.platformChat = im.admin;
  }
  log(`listening on ${url}${im ? ', chat service on /im' : ''}`);
  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    server,
    close() {
      closed ??= (async () => {
        stopPlatformChat();
        app.platformChat = null;
        await im?.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        db.close();
      })();
      return closed;
    },
  };
}
