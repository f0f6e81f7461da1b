import { generateUserSig, SIG_ERRORS, verifyUserSig } from '@live/im-server';
import { describe, expect, it } from 'vitest';
import { SANDBOX_IM } from '../src/index.ts';

/** Made by the npm package tls-sig-api-v2@1.0.2 with Date.now() fixed at 1795330000 s. */
const REFERENCE =
  'eJyrVgrxCdYrSy1SslIy0jNQ0gHzM1NS80oy0zLBwqXFqUUmRlCZ4pTsxIKCzBQlK0MTAwgwhMiUZOamKlkZmluaGhuDhCGiqRUFmUWpSlZmBiYWMLHizHQlKyXfyBwf3yyXKK-QEKf8pNzcPKNg3wqfrODIkopc70KTrAo3g3TX1CAnYw9fW6VaAOXtMVs_';
const { sdkAppId, secretKey } = SANDBOX_IM;
const TEN_YEARS = 10 * 365 * 86400;

describe("userSig: the sandbox issues and checks sigs with the chat service's code (tls-sig-api-v2 scheme)", () => {
  it('matches the reference implementation byte for byte', () => {
    expect(generateUserSig(sdkAppId, secretKey, 'user42', 604800, 1795330000)).toBe(REFERENCE);
  });

  it('verifies, and refuses expired, tampered or foreign signatures', () => {
    const check = (sig: string, now: number, app = sdkAppId) =>
      verifyUserSig(sig, { sdkAppId: app, secretKey, identifier: 'user42', nowSeconds: now });
    expect(check(REFERENCE, 1795330000 + 10)).toBeNull();
    expect(check(REFERENCE, 1795330000 + 604801)).toBe(SIG_ERRORS.expired);
    expect(check(REFERENCE, 1795330000, 1400000002)).toBe(SIG_ERRORS.wrongApp);
    expect(check('not-a-sig', 1795330000)).toBe(SIG_ERRORS.malformed);
  });

  it('refuses a userSig dated 10 years ahead, and accepts one within the clock skew', () => {
    const now = 1795330000;
    const future = generateUserSig(sdkAppId, secretKey, 'user42', 604800, now + TEN_YEARS);
    const skewed = generateUserSig(sdkAppId, secretKey, 'user42', 604800, now + 60);
    const check = (sig: string) => verifyUserSig(sig, { sdkAppId, secretKey, identifier: 'user42', nowSeconds: now });
    expect(check(future)).not.toBeNull();
    expect(check(skewed)).toBeNull();
  });
});
