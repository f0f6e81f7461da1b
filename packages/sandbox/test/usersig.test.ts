import { describe, expect, it } from 'vitest';
import { genUserSig, SANDBOX_IM, verifyUserSig } from '../src/auth/usersig.ts';

/** Made by the npm package tls-sig-api-v2@1.0.2 with Date.now() fixed at 1795330000 s. */
const REFERENCE =
  'eJyrVgrxCdYrSy1SslIy0jNQ0gHzM1NS80oy0zLBwqXFqUUmRlCZ4pTsxIKCzBQlK0MTAwgwhMiUZOamKlkZmluaGhuDhCGiqRUFmUWpSlZmBiYWMLHizHQlKyXfyBwf3yyXKK-QEKf8pNzcPKNg3wqfrODIkopc70KTrAo3g3TX1CAnYw9fW6VaAOXtMVs_';

describe('userSig (tls-sig-api-v2 scheme)', () => {
  it('matches the reference implementation byte for byte', () => {
    expect(genUserSig(SANDBOX_IM, 'user42', 604800, 1795330000)).toBe(REFERENCE);
  });

  it('verifies, and refuses expired, tampered or foreign signatures', () => {
    expect(verifyUserSig(SANDBOX_IM, REFERENCE, 1795330000 + 10)).toMatchObject({ ok: true, identifier: 'user42' });
    expect(verifyUserSig(SANDBOX_IM, REFERENCE, 1795330000 + 604801).reason).toBe('expired');
    expect(verifyUserSig({ ...SANDBOX_IM, sdkAppId: 1400000002 }, REFERENCE, 1795330000).reason).toBe(
      'sdkappid mismatch',
    );
    expect(verifyUserSig(SANDBOX_IM, 'not-a-sig', 1795330000).reason).toBe('malformed');
  });
});
