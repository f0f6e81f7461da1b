import { describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '../src/handlers/files.ts';
import { RELATION_PUSH } from '../src/handlers/friends.ts';
import { COMMERCIAL_ABILITIES, LIMIT_ERRORS, LIMITS, MODERATION_SCENES } from '../src/index.ts';

/**
 * The chat client repeats some of the service's wire tables, to refuse early and to read pushes (it imports nothing
 * of the service at run time). Issue #35: one wire fact, two copies, so this test ties them: it reads the client's
 * sources and fails when a copy drifts. The client's modules are loaded by path (its package exports only its
 * public entry), so a moved file fails here too.
 */
const client = (path: string) => import(new URL(`../../im-client/src/${path}`, import.meta.url).href);

describe('im-client wire tables equal the service’s (issue #35)', () => {
  it('message and profile limits, and the code a message over them gets', async () => {
    const { LIMITS: CLIENT, MESSAGE_TOO_LONG, CUSTOM_PROFILE_PREFIX } = await client('limits.ts');
    expect(Object.keys(CLIENT).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(CLIENT)) expect([name, value]).toEqual([name, LIMITS[name as never]]);
    expect(MESSAGE_TOO_LONG).toBe(LIMIT_ERRORS.messageTooLong);
    expect(CUSTOM_PROFILE_PREFIX).toBe('Tag_Profile_Custom_');
  });

  it('upload kinds: the presign file_type of each kind and its size limit', async () => {
    const { UPLOAD_FILE_TYPE, UPLOAD_LIMIT_BYTES } = await client('modules/upload/rules.ts');
    const fromClient = Object.entries(UPLOAD_FILE_TYPE as Record<string, number>).map(([name, fileType]) => [
      fileType,
      { name, maxBytes: UPLOAD_LIMIT_BYTES[name] },
    ]);
    expect(Object.fromEntries(fromClient)).toEqual(UPLOAD_KINDS);
  });

  it('moderation scenes and their wire flags', async () => {
    const { MODERATION_SCENE_FLAGS } = await client('modules/moderation/moderation.ts');
    expect(MODERATION_SCENE_FLAGS).toEqual(MODERATION_SCENES);
  });

  it('commercial ability bits: every bit the client reads is the service’s bit for that ability', async () => {
    const { ABILITY } = await client('modules/commercial/commercial.ts');
    expect(Object.keys(ABILITY).length).toBeGreaterThan(0);
    for (const [name, bit] of Object.entries(ABILITY))
      expect([name, bit]).toEqual([name, COMMERCIAL_ABILITIES[name as keyof typeof COMMERCIAL_ABILITIES]]);
  });

  it('relation-chain push kinds (FriendListMod PushType)', async () => {
    const { PUSH } = await client('modules/relation/relation.ts');
    expect(PUSH).toEqual(RELATION_PUSH);
  });
});
