import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { LIMITS } from '../src/limits.ts';
import { decodeUserSig, generateUserSig, SIG_ERRORS, verifyUserSig } from '../src/usersig.ts';
import { deflateSync } from 'node:zlib';
import { RawSocket } from './raw-socket.ts';
import { APP_ID, SECRET, sig, startTestServer } from './setup.ts';
// The sandbox issues sigs with tls-sig-api-v2; the service must accept exactly those.
// @ts-expect-error the package ships no types
import TLSSigAPIv2 from 'tls-sig-api-v2';

describe('userSig (TLS sig v2) verification', () => {
  let server: ImServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const loginWith = async (userID: string, userSig: string): Promise<{ code: number }> => {
    const socket = await RawSocket.open(server.url);
    try {
      const reply = await socket.request('im_open_status.wslogin', {}, { identifier: userID, usersig: userSig });
      return { code: Number(reply.ErrorCode) };
    } finally {
      await socket.close();
    }
  };

  it('accepts a sig issued by tls-sig-api-v2 with the shared secret', async () => {
    const api = new TLSSigAPIv2.Api(APP_ID, SECRET);
    expect(
      verifyUserSig(api.genUserSig('gina', 600), { sdkAppId: APP_ID, secretKey: SECRET, identifier: 'gina' }),
    ).toBeNull();
    expect((await loginWith('gina', api.genUserSig('gina', 600))).code).toBe(0);
  });

  it('refuses a forged sig (wrong secret) with 70009', async () => {
    const forged = generateUserSig(APP_ID, 'not-the-secret', 'hank', 600);
    expect((await loginWith('hank', forged)).code).toBe(SIG_ERRORS.badSignature.code);
  });

  it('refuses an expired sig with 70001', async () => {
    const expired = generateUserSig(APP_ID, SECRET, 'ivy', 60, Math.floor(Date.now() / 1000) - 3600);
    expect((await loginWith('ivy', expired)).code).toBe(SIG_ERRORS.expired.code);
  });

  it("refuses another user's sig with 70013", async () => {
    expect((await loginWith('jack', sig('kate'))).code).toBe(SIG_ERRORS.wrongUser.code);
  });

  it('refuses garbage with 70003 and a sig of another app with 70014', async () => {
    expect((await loginWith('leo', 'not-a-sig')).code).toBe(SIG_ERRORS.malformed.code);
    expect((await loginWith('leo', generateUserSig(1400000002, SECRET, 'leo', 600))).code).toBe(
      SIG_ERRORS.wrongApp.code,
    );
  });

  it('refuses a sig issued 10 years ahead (70003) and accepts one within the clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    const future = generateUserSig(APP_ID, SECRET, 'mia', 600, now + 10 * 365 * 86400);
    expect((await loginWith('mia', future)).code).toBe(SIG_ERRORS.future.code);
    const skewed = generateUserSig(APP_ID, SECRET, 'mia', 600, now + LIMITS.userSigClockSkewSeconds - 60);
    expect((await loginWith('mia', skewed)).code).toBe(0);
  });

  it('decodes a sig without its identifier, and a deflate bomb posing as a sig is malformed, not inflated', () => {
    const doc = decodeUserSig(sig('nora'));
    expect(doc).toMatchObject({ identifier: 'nora', sdkAppId: APP_ID, expire: 3600 });
    expect(verifyUserSig(sig('nora'), { sdkAppId: APP_ID, secretKey: SECRET })).toBeNull();
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024)).toString('base64');
    expect(decodeUserSig(bomb)).toBe(SIG_ERRORS.malformed);
  });
});
