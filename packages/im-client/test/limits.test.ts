import { afterEach, describe, expect, it } from 'vitest';
import type { ChatClient } from '../src/index.ts';
import { ERROR_CODES } from '../src/errors.ts';
import { LIMITS, MESSAGE_TOO_LONG, messageOverLimit } from '../src/limits.ts';
import { profileUpdateItems } from '../src/modules/profile/codec.ts';
import { FakeService, readyClient } from './fake-service.ts';

const clients: ChatClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.destroy();
});

const text = (t: string) => ({ MsgType: 'TIMTextElem', MsgContent: { Text: t } });
/** The length of text that makes one text element exactly `bytes` bytes on the wire. */
const textFor = (bytes: number): string => 'x'.repeat(bytes - JSON.stringify([text('')]).length);

describe('limits checked before sending, the same as the service enforces', () => {
  it('message size: body and cloudCustomData together at most 12 KB; elements at most 20', () => {
    expect(LIMITS.messageBytes).toBe(12 * 1024);
    expect(messageOverLimit([text(textFor(12 * 1024))], '')).toBeNull();
    expect(messageOverLimit([text(textFor(12 * 1024 - 10))], 'y'.repeat(11))).toMatch(/12289 bytes .* at most 12288/);
    // Multi-byte text counts in UTF-8 bytes: 4,100 "é" are 8,200 bytes.
    expect(messageOverLimit([text('é'.repeat(4100))], '')).toBeNull();
    expect(messageOverLimit([text('é'.repeat(6200))], '')).toMatch(/at most 12288/);
    expect(
      messageOverLimit(
        Array.from({ length: 20 }, () => text('a')),
        '',
      ),
    ).toBeNull();
    expect(
      messageOverLimit(
        Array.from({ length: 21 }, () => text('a')),
        '',
      ),
    ).toMatch(/21 elements, at most 20/);
  });

  it('a message over 12 KB is refused before it is sent (80002, status fail); one at the limit is sent', async () => {
    const s = new FakeService();
    s.replies.set('openim.sendmsg', (b) => ({ MsgTime: 1_800_000_000, MsgSeq: b.MsgSeq as number }));
    const c = await readyClient(s, clients);
    const big = c.createTextMessage({ to: 'peer', conversationType: 'C2C', payload: { text: textFor(12 * 1024 + 1) } });
    await expect(c.sendMessage(big)).rejects.toMatchObject({
      code: MESSAGE_TOO_LONG,
      message: expect.stringMatching(/12289 bytes/),
      data: { message: big },
    });
    expect(big.status).toBe('fail');
    const withData = c.createTextMessage({
      to: 'peer',
      conversationType: 'C2C',
      payload: { text: textFor(12 * 1024 - 100) },
      cloudCustomData: 'z'.repeat(101),
    });
    await expect(c.sendMessage(withData)).rejects.toMatchObject({ code: MESSAGE_TOO_LONG });
    expect(s.count('openim.sendmsg')).toBe(0);
    const fits = c.createTextMessage({ to: 'peer', conversationType: 'C2C', payload: { text: textFor(12 * 1024) } });
    expect((await c.sendMessage(fits)).data.message.status).toBe('success');
    expect(s.count('openim.sendmsg')).toBe(1);
  });

  it('profile: every text value at most 500 bytes, reporting the current size (2721)', () => {
    expect(() => profileUpdateItems({ nick: 'é'.repeat(251) })).toThrow(/nick must be at most 500 bytes, it is 502/);
    expect(() => profileUpdateItems({ location: 'x'.repeat(501) })).toThrow(
      expect.objectContaining({
        code: ERROR_CODES.UPDATE_PROFILE_INVALID_PARAM,
        message: expect.stringMatching(/501/),
      }),
    );
    expect(() => profileUpdateItems({ selfSignature: 'x'.repeat(501) })).toThrow(/at most 500 bytes/);
    expect(() =>
      profileUpdateItems({ profileCustomField: [{ key: 'Tag_Profile_Custom_team', value: 'x'.repeat(501) }] }),
    ).toThrow(/Tag_Profile_Custom_team must be at most 500 bytes, it is 501/);
    expect(profileUpdateItems({ nick: 'x'.repeat(500) })).toEqual([
      { Tag: 'Tag_Profile_IM_Nick', Value: 'x'.repeat(500) },
    ]);
  });

  it('profile custom fields: Tag_Profile_Custom_ and a name of 1 to 8 characters, at most 20 per update (2721)', () => {
    const field = (key: string) => ({ profileCustomField: [{ key, value: 'v' }] });
    expect(profileUpdateItems(field('Tag_Profile_Custom_12345678'))).toHaveLength(1);
    for (const key of [
      'Tag_Profile_Custom_123456789',
      'Tag_Profile_Custom_',
      'xTag_Profile_Custom_a',
      'Tag_Profile_IM_x',
    ])
      expect(() => profileUpdateItems(field(key)), key).toThrow(
        expect.objectContaining({ code: ERROR_CODES.UPDATE_PROFILE_INVALID_PARAM }),
      );
    const many = (n: number) => ({
      profileCustomField: Array.from({ length: n }, (_, i) => ({ key: `Tag_Profile_Custom_f${i}`, value: 'v' })),
    });
    expect(profileUpdateItems(many(20))).toHaveLength(20);
    expect(() => profileUpdateItems(many(21))).toThrow(/at most 20 custom fields, 21 given/);
  });
});
