import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// The service sends 70001 by itself (issue #16 leftover): a userSig that expires on a live connection makes its
// next command fail with 70001, and both SDKs tell the app they were logged out (KICKED_OUT userSigExpired).
let server: ImServer;
let offsetMs = 0;

beforeAll(async () => {
  server = await startServer({ now: () => Date.now() + offsetMs });
}, 30_000);

afterAll(async () => {
  await server.close();
});

interface Instance {
  on(event: string, listener: (e: { data: { type: string } }) => void): void;
  getUserProfile(options: { userIDList: string[] }): Promise<unknown>;
}

describe('§8 a signature expiring on a live connection (the official SDK as the peer)', () => {
  it('§8 expired signature: the next command fails with 70001 and ours and the official SDK both raise KICKED_OUT userSigExpired', async () => {
    offsetMs = 0;
    const mine: ChatClient = await ours(server, 'sx-ours');
    const theirs: Tim = await official(server, 'sx-official');
    const kicked: Record<string, string[]> = { ours: [], official: [] };
    const sdks: [string, Instance][] = [
      ['ours', mine],
      ['official', theirs],
    ];
    for (const [name, sdk] of sdks) sdk.on(TIM.EVENT.KICKED_OUT, (e) => kicked[name]!.push(e.data.type));
    // The test signatures last an hour.
    offsetMs = 3601_000;
    for (const [, sdk] of sdks) await expect(sdk.getUserProfile({ userIDList: ['sx-peer'] })).rejects.toBeTruthy();
    await until(() => kicked.ours!.length > 0 && kicked.official!.length > 0, 8000, 'both told of the expiry');
    expect(kicked).toEqual({
      ours: [TIM.TYPES.KICKED_OUT_USERSIG_EXPIRED],
      official: [TIM.TYPES.KICKED_OUT_USERSIG_EXPIRED],
    });
    await mine.destroy();
    await theirs.logout().catch(() => undefined);
  }, 30_000);
});
