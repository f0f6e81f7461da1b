import { describe, expect, it } from 'vitest';
import { Core } from '../src/modules/core.ts';
import { ExtensionTable } from '../src/modules/extension/extension.ts';
import { decodeMessage } from '../src/modules/message/codec.ts';
import { applyVersion, groupWhere } from '../src/modules/message/edit.ts';
import { detailQuery, ownAsking, receiptsToSend } from '../src/modules/receipt/receipt.ts';
import type { Message } from '../src/types.ts';

const text = (t: string): unknown[] => [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }];
const wire = (from: string, seq: number, extra: Record<string, unknown> = {}): Message =>
  decodeMessage(
    {
      From_Account: from,
      To_Account: from === 'me' ? 'peer' : 'me',
      MsgSeq: seq,
      MsgRandom: seq,
      MsgTimeStamp: 100,
      MsgBody: text('x'),
      ...extra,
    },
    'C2C',
    'me',
  ) as Message;

describe('message modification (spec §8)', () => {
  it('§8 modify: a version applies only when greater than the held one, and sets isModified', () => {
    const core = new Core({});
    const m = wire('peer', 1, { MsgVersion: 2 });
    expect(m).toMatchObject({ version: 2, isModified: true });
    expect(applyVersion(core, m, 2, text('same'), '')).toBe(false);
    expect(applyVersion(core, m, 1, text('older'), '')).toBe(false);
    expect(m.payload).toEqual({ text: 'x' });
    expect(applyVersion(core, m, 3, text('newer'), 'c')).toBe(true);
    expect(m).toMatchObject({ version: 3, payload: { text: 'newer' }, cloudCustomData: 'c', isModified: true });
    expect(applyVersion(core, m, 4, [], '')).toBe(false);
  });

  it('§7 a topic is addressed by its community and topic ID', () => {
    expect(groupWhere('@TGS#_c@TOPIC#_t')).toEqual({ GroupId: '@TGS#_c', TopicId: '@TGS#_c@TOPIC#_t' });
    expect(groupWhere('plain')).toEqual({ GroupId: 'plain' });
  });
});

describe('read receipts (spec §5)', () => {
  const asked = wire('peer', 1, { IsNeedReadReceipt: 1 });
  const quiet = wire('peer', 2);
  const mine = wire('me', 3, { IsNeedReadReceipt: 1 });
  const mineQuiet = wire('me', 4);

  it('§5 read receipts: sending uses only messages from others that asked for one', () => {
    expect(receiptsToSend([asked, quiet, mine], 'me')).toEqual([asked]);
    expect(receiptsToSend([quiet, mine], 'me')).toEqual([]);
  });

  it('§5 read receipts: the receipt list includes only own messages that asked', () => {
    expect(ownAsking([asked, mine, mineQuiet], 'me')).toEqual([mine]);
  });

  it('§5 read receipt detail: filter 0 read / 1 unread else 0; count 100 if not positive or >= 100', () => {
    expect(detailQuery(1, 30)).toEqual({ filter: 1, count: 30 });
    expect(detailQuery(2, 30)).toEqual({ filter: 0, count: 30 });
    expect(detailQuery(undefined, 0)).toEqual({ filter: 0, count: 100 });
    expect(detailQuery(0, -5)).toEqual({ filter: 0, count: 100 });
    expect(detailQuery(0, 100)).toEqual({ filter: 0, count: 100 });
    expect(detailQuery(0, 99)).toEqual({ filter: 0, count: 99 });
    expect(detailQuery(0, 'many')).toEqual({ filter: 0, count: 100 });
  });
});

describe('message extensions (spec §4 extension operations)', () => {
  it('§4 extensions: changes apply by key with their sequence; a delete keeps no value; a clear drops older keys', () => {
    const t = new ExtensionTable();
    t.apply([
      { key: 'home', value: '1', seq: 1 },
      { key: 'away', value: '2', seq: 2 },
    ]);
    expect(t.seqOf('home')).toBe(1);
    t.apply([{ key: 'home', value: '', seq: 3 }]);
    expect(t.list()).toEqual([{ key: 'away', value: '2' }]);
    t.apply([{ key: 'draw', value: 'x', seq: 5 }]);
    expect(t.clear(4)).toEqual(['away']);
    expect(t.list()).toEqual([{ key: 'draw', value: 'x' }]);
    expect(t.seqOf('home')).toBe(0);
  });
});
