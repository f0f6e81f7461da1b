import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CosTempKeys } from '@live/api-contract';
import COS from 'cos-js-sdk-v5';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosAuthorization, cosSignature } from '../src/storage/cos-signature.ts';
import { register, sandbox, type TestSandbox } from './helpers.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let seconds = Math.floor(Date.now() / 1000);
let sb: TestSandbox;
let user: { token: string; uid: number };

beforeAll(async () => {
  sb = await sandbox({ now: () => seconds });
  user = await register(sb, '13900000311');
});
afterAll(() => sb.close());

const keysFor = async (token: string) =>
  (await sb.post<CosTempKeys>('/webapi/config/getTempKeysForCos', { token })).data;

/** A PUT signed as the COS SDK signs it: the host and content-length headers, no parameters. */
async function signedPut(keys: CosTempKeys, key: string, secretKey = keys.tmpSecretKey, keyTime?: string) {
  const host = new URL(sb.url).host;
  const authorization = cosAuthorization({
    method: 'PUT',
    pathname: `/${key}`,
    params: {},
    headers: { host, 'content-length': String(PNG.length) },
    keyTime: keyTime ?? `${keys.startTime};${keys.expiredTime}`,
    secretKey,
    secretId: keys.tmpSecretId,
  });
  return fetch(`${sb.url}/sandbox/cos/sandbox-1250000000/${key}`, {
    method: 'PUT',
    headers: { authorization, 'x-cos-security-token': keys.sessionToken, 'content-type': 'image/png' },
    body: PNG,
  });
}

describe('COS uploads (spec §3, §7; issue #32): the sandbox checks a request as COS does', () => {
  it('the signature is Tencent COS q-sign-algorithm=sha1: equal to the COS SDK own signer', () => {
    const input = {
      method: 'PUT',
      pathname: '/images/u7/a b(1).png',
      params: { 'x-cos-traffic-limit': '819200' },
      headers: {
        Host: 'sandbox-1250000000.cos.ap-sandbox.myqcloud.com',
        'Content-Length': '68',
        'x-cos-acl': 'private',
      },
      keyTime: '1764270000;1764271800',
      secretKey: 'secret-key',
    };
    const sdk = COS.getAuthorization({
      SecretId: 'AKIDexample',
      SecretKey: input.secretKey,
      Method: input.method,
      Key: input.pathname,
      Query: input.params,
      Headers: input.headers,
      KeyTime: input.keyTime,
    } as Parameters<typeof COS.getAuthorization>[0]);
    expect(sdk).toBe(cosAuthorization({ ...input, secretId: 'AKIDexample' }));
    expect(cosSignature(input)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('temporary keys are the spec §3 fields only, valid for 30 minutes', async () => {
    const keys = await keysFor(user.token);
    expect(Object.keys(keys).sort()).toEqual(
      ['expiredTime', 'sessionToken', 'startTime', 'tmpSecretId', 'tmpSecretKey'].sort(),
    );
    expect(keys.expiredTime - keys.startTime).toBe(1800);
  });

  it('a rightly signed PUT under the user own prefix stores the object, served back publicly', async () => {
    const keys = await keysFor(user.token);
    const key = `images/u${user.uid}/right.png`;
    const put = await signedPut(keys, key);
    expect(put.status, await put.clone().text()).toBe(200);
    expect(put.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const back = await fetch(`${sb.url}/sandbox/cos/sandbox-1250000000/${key}`);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a wrong signature fails with SignatureDoesNotMatch and stores nothing', async () => {
    const keys = await keysFor(user.token);
    const key = `images/u${user.uid}/wrong.png`;
    const put = await signedPut(keys, key, 'not-the-secret-key');
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect((await fetch(`${sb.url}/sandbox/cos/sandbox-1250000000/${key}`)).status).toBe(404);
  });

  it('a signature over another path or with a changed header fails', async () => {
    const keys = await keysFor(user.token);
    const authorization = cosAuthorization({
      method: 'PUT',
      pathname: `/images/u${user.uid}/signed.png`,
      params: {},
      headers: { 'content-length': '1' },
      keyTime: `${keys.startTime};${keys.expiredTime}`,
      secretKey: keys.tmpSecretKey,
      secretId: keys.tmpSecretId,
    });
    const put = await fetch(`${sb.url}/sandbox/cos/sandbox-1250000000/images/u${user.uid}/other.png`, {
      method: 'PUT',
      headers: { authorization, 'x-cos-security-token': keys.sessionToken },
      body: PNG,
    });
    expect(await put.text()).toContain('SignatureDoesNotMatch');
  });

  it('expired credentials fail with ExpiredToken; a signature outside its time fails', async () => {
    const keys = await keysFor(user.token);
    const past = `${keys.startTime - 7200};${keys.startTime - 3600}`;
    const old = await signedPut(keys, `images/u${user.uid}/old.png`, keys.tmpSecretKey, past);
    expect(old.status).toBe(403);
    expect(await old.text()).toContain('<Code>AccessDenied</Code>');
    seconds += 1801;
    try {
      const late = await signedPut(keys, `images/u${user.uid}/late.png`);
      expect(late.status).toBe(403);
      expect(await late.text()).toContain('<Code>ExpiredToken</Code>');
    } finally {
      seconds -= 1801;
    }
  });

  it("a wrong session token, another user's prefix or another bucket fails", async () => {
    const keys = await keysFor(user.token);
    const token = await signedPut({ ...keys, sessionToken: 'x' }, `images/u${user.uid}/t.png`);
    expect(await token.text()).toContain('InvalidToken');
    const other = await signedPut(keys, `images/u1/stolen.png`);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('AccessDenied');
    const bucket = await fetch(`${sb.url}/sandbox/cos/other-1250000000/images/u${user.uid}/b.png`, {
      method: 'PUT',
      body: PNG,
    });
    expect(await bucket.text()).toContain('NoSuchBucket');
  });

  it('guests get no temporary keys', async () => {
    const guest = await sb.post('/webapi/config/getTempKeysForCos', {});
    expect(guest.status).not.toBe(0);
  });

  it.skipIf(!existsSync(CHROMIUM))('the COS browser SDK uploads to the sandbox endpoint in Chromium', async () => {
    const keys = await keysFor(user.token);
    const sdk = createRequire(import.meta.url).resolve('cos-js-sdk-v5/dist/cos-js-sdk-v5.min.js');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.goto(`${sb.url}/sandbox/health`);
      await page.addScriptTag({ path: sdk });
      const put = (secretKey: string, key: string) =>
        page.evaluate(
          ({ keys, secretKey, key }) =>
            new Promise<string>((resolve) => {
              type Sdk = new (options: object) => {
                putObject(params: object, done: (error: { code?: string } | null) => void): void;
              };
              const Cos = (window as unknown as { COS: Sdk }).COS;
              const cos = new Cos({
                Domain: `${location.origin}/sandbox/cos/{Bucket}`,
                AutoSwitchHost: false,
                getAuthorization: (_: unknown, callback: (credentials: object) => void) =>
                  callback({
                    TmpSecretId: keys.tmpSecretId,
                    TmpSecretKey: secretKey,
                    SecurityToken: keys.sessionToken,
                    StartTime: keys.startTime,
                    ExpiredTime: keys.expiredTime,
                  }),
              });
              const body = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
              cos.putObject(
                { Bucket: 'sandbox-1250000000', Region: 'ap-sandbox', Key: key, Body: body, ContentType: 'image/png' },
                (error) => resolve(error ? (error.code ?? 'error') : 'ok'),
              );
            }),
          { keys, secretKey, key },
        );
      expect(await put(keys.tmpSecretKey, `images/u${user.uid}/sdk.png`)).toBe('ok');
      expect((await fetch(`${sb.url}/sandbox/cos/sandbox-1250000000/images/u${user.uid}/sdk.png`)).status).toBe(200);
      expect(await put('wrong', `images/u${user.uid}/sdk-wrong.png`)).toBe('SignatureDoesNotMatch');
    } finally {
      await browser.close();
    }
  });
});
