import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import { APP_ID, ourLogin, sig, startServer } from '../support/server.ts';
import { type Frame, recordingSocket } from './harness.ts';

/**
 * What the facts test files share: one im-server per file and our clients on it, all closed after the file. Call
 * it at a file's top level.
 */
export function factsServer() {
  let server: ImServer | undefined;
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.destroy()));
    await server?.close();
  });
  const url = (): string => {
    if (!server) throw new Error('the facts server has not started');
    return server.url;
  };
  /** A client closed with the file's (one made against another service). */
  const keep = <T extends ChatClient>(client: T): T => {
    clients.push(client);
    return client;
  };
  return {
    url,
    keep,
    /** Our client logged in as `userID`. */
    login: async (userID: string): Promise<ChatClient> => keep(await ourLogin(url(), userID)),
    /** Our client logged in as `userID`, every frame it sends recorded into `frames`. */
    recorded: async (userID: string, frames: Frame[] = []): Promise<{ client: ChatClient; frames: Frame[] }> => {
      const client = keep(TIM.create({ SDKAppID: APP_ID, proxyServer: url(), WebSocket: recordingSocket(frames) }));
      const ready = new Promise((r) => client.on(TIM.EVENT.SDK_READY, r));
      await client.login({ userID, userSig: sig(userID) });
      await ready;
      return { client, frames };
    },
  };
}
