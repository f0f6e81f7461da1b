import { describe, expect, it } from 'vitest';
import { Core, LIVE_ROOM_MESSAGES_HELD } from '../src/modules/core.ts';
import { decodeMessage } from '../src/modules/message/codec.ts';
import type { Group, Message } from '../src/types.ts';

const groupMessage = (groupID: string, seq: number): Message =>
  decodeMessage(
    {
      From_Account: `sender${seq % 10}`,
      GroupId: groupID,
      MsgSeq: seq,
      MsgRandom: seq,
      MsgTimeStamp: 100 + seq,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: `m${seq}` } }],
    },
    'GROUP',
    'me',
  ) as Message;

describe('a busy live room (issue #31 item 5)', () => {
  it('a live room holds only its newest messages: 5,000 arrivals leave LIVE_ROOM_MESSAGES_HELD, the newest', () => {
    const core = new Core({});
    core.groups.set('live_1', { groupID: 'live_1', type: 'AVChatRoom' } as Group);
    for (let seq = 1; seq <= 5000; seq++) core.ingest(groupMessage('live_1', seq), []);
    const items = core.list('GROUPlive_1').items;
    expect(items).toHaveLength(LIVE_ROOM_MESSAGES_HELD);
    expect(items[0]?.sequence).toBe(5000 - LIVE_ROOM_MESSAGES_HELD + 1);
    expect(items.at(-1)?.payload).toEqual({ text: 'm5000' });
    // The newest is still de-duplicated.
    expect(core.ingest(groupMessage('live_1', 5000), [])).toBe(false);
  });

  it('other groups keep every message they were given', () => {
    const core = new Core({});
    core.groups.set('work', { groupID: 'work', type: 'Public' } as Group);
    for (let seq = 1; seq <= LIVE_ROOM_MESSAGES_HELD + 10; seq++) core.ingest(groupMessage('work', seq), []);
    expect(core.list('GROUPwork').items).toHaveLength(LIVE_ROOM_MESSAGES_HELD + 10);
  });
});
