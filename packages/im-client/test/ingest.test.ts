import { afterEach, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../src/index.ts';
import { Emitter } from '../src/emitter.ts';
import { decodeMessage } from '../src/modules/message/codec.ts';
import { MessageList } from '../src/modules/messages.ts';
import { parseFrame } from '../src/transport/frames.ts';
import { type Message, TYPES } from '../src/types.ts';
import { c2cItem, FakeService, flush, readyClient } from './fake-service.ts';

const clients: ChatClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.destroy();
});
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

// The ingest path is tuned for speed (issue #16); these pin what the tuning must not change.
describe('ingest path', () => {
  const text = (t: string) => ({ MsgType: 'TIMTextElem', MsgContent: { Text: t } });

  it('a decoded message keeps its keys in order, with or without mentions', () => {
    const plain = decodeMessage({ From_Account: 'a', To_Account: 'me', MsgBody: [text('hi')] }, 'C2C', 'me');
    const keys = Object.keys(plain ?? {});
    expect(keys.slice(0, 4)).toEqual(['ID', 'conversationID', 'conversationType', 'from']);
    expect(keys.slice(-2)).toEqual(['_onlineOnly', '_control']);
    expect(plain?.atUserList).toEqual([]);
    const at = decodeMessage(
      { From_Account: 'a', GroupId: 'g', MsgBody: [text('hi')], GroupAtInfo: [{ GroupAtAllFlag: 1 }] },
      'GROUP',
      'me',
    );
    expect(Object.keys(at ?? {})).toEqual(keys);
    expect(at?.atUserList).toEqual([TYPES.MSG_AT_ALL]);
  });

  it('the first readable element is the message; unreadable ones before it are skipped', () => {
    const m = decodeMessage(
      { From_Account: 'a', To_Account: 'me', MsgBody: [{ MsgContent: {} }, text('second'), text('third')] },
      'C2C',
      'me',
    );
    expect(m?.type).toBe('TIMTextElem');
    expect(m?.payload).toEqual({ text: 'second' });
    expect(decodeMessage({ From_Account: 'a', To_Account: 'me', MsgBody: [{}] }, 'C2C', 'me')).toBeNull();
  });

  it('a message list appends the newest and still orders an older arrival before it', () => {
    const list = new MessageList();
    const at = (ID: string, time: number) => ({ ID, time, sequence: 1, from: 'a', conversationType: 'C2C' }) as Message;
    expect(list.insert(at('1', 10))).toBe(true);
    expect(list.insert(at('2', 12))).toBe(true);
    expect(list.insert(at('3', 11))).toBe(true);
    expect(list.insert(at('2', 12))).toBe(false);
    expect(list.items.map((m) => m.ID)).toEqual(['1', '3', '2']);
  });

  it('an emission runs the listeners of its start: one added meanwhile waits, one removed meanwhile still runs', () => {
    const emitter = new Emitter();
    const calls: string[] = [];
    const late = () => calls.push('late');
    const second = () => calls.push('second');
    emitter.on('x', () => {
      calls.push('first');
      emitter.on('x', late);
      emitter.off('x', second);
    });
    emitter.on('x', second);
    emitter.on('x', second);
    emitter.emit('x', null);
    expect(calls).toEqual(['first', 'second']);
    calls.length = 0;
    emitter.emit('x', null);
    expect(calls).toEqual(['first', 'late']);
  });

  it('a parsed frame is the JSON object itself; a body that is not an object reads as empty, a bad head as no frame', () => {
    expect(parseFrame(bytes({ head: { servcmd: 'a.b', seq: 1 }, body: { x: 1 } }))).toEqual({
      head: { servcmd: 'a.b', seq: 1 },
      body: { x: 1 },
    });
    for (const body of [[1], null, 'text', 3, undefined])
      expect(parseFrame(bytes({ head: { servcmd: 'a.b' }, body }))?.body).toEqual({});
    for (const frame of [{ head: null }, { head: { servcmd: 1 } }, [{ head: { servcmd: 'a.b' } }], 'a.b', null])
      expect(parseFrame(bytes(frame))).toBeNull();
  });

  it('a push event whose lists are not arrays delivers nothing and loses nothing after it', async () => {
    const service = new FakeService();
    const c = await readyClient(service, clients);
    const received: Message[][] = [];
    const errors: unknown[] = [];
    c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => received.push(e.data as Message[]));
    c.on(TIM.EVENT.ERROR, (e) => errors.push(e.data));
    const odd = { Event: 1, C2cMsgArray: 'x', GroupMsgArray: { a: 1 }, C2cNotifyMsgArray: 7, GroupTips: null };
    service.last.deliver({
      head: { servcmd: 'im_open_push.msg_push', seq: 1 },
      body: { EventArray: [odd, { Event: 1, C2cMsgArray: [c2cItem('peer', 1, 'after')] }] },
    });
    await flush();
    expect(received).toHaveLength(1);
    expect(received[0]?.map((m) => m.payload)).toEqual([{ text: 'after' }]);
    expect(errors).toEqual([]);
  });
});
