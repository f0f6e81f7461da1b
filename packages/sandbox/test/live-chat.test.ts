import { LIVE_CHAT_HISTORY, type LiveChat, SANDBOX_CHAT_APP_ID } from '@live/api-contract';
import TIM, { type Message } from '@live/im-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentRoomChat } from '../src/chat/room-history.ts';
import { DEMO_ACCOUNTS } from '../src/index.ts';
import { chatGuest, sandbox, type TestSandbox, until } from './helpers.ts';

// Issue #28: a live room's chat tab loads the room's recent chat on entry (/api/live/getLiveChat, spec §7).
let sb: TestSandbox;

beforeAll(async () => {
  sb = await sandbox();
});
afterAll(() => sb.close());

const ROOM = 1015;
const GROUP = `live_${ROOM}`;

describe('/api/live/getLiveChat (issue #28)', () => {
  it("answers the room's recent texts and paid gifts, oldest first, with the IDs the chat client gives them live", async () => {
    const login = await sb.post<{ id: number; token: string; txim_sign: string }>('/webapi/user/login', {
      account: DEMO_ACCOUNTS.demo.account,
      password: DEMO_ACCOUNTS.demo.password,
    });
    const empty = await sb.post<LiveChat>('/api/live/getLiveChat', { liveid: ROOM });
    expect(empty.data).toMatchObject({ liveid: ROOM, group_id: GROUP, messages: [] });

    const user = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${sb.url.replace('http', 'ws')}/im` });
    const { client: viewer, got } = await chatGuest(sb, 'history');
    try {
      await user.login({ userID: String(login.data.id), userSig: login.data.txim_sign });
      await until(() => user.isReady(), 'the user ready');
      await user.joinGroup({ groupID: GROUP });
      await viewer.joinGroup({ groupID: GROUP });
      for (const text of ['开球了', '<b>加油</b>', '好球'])
        await user.sendMessage(user.createTextMessage({ to: GROUP, conversationType: 'GROUP', payload: { text } }));
      const gift = await sb.post('/api/gift/sendGift', {
        token: login.data.token,
        gift_id: 1,
        anchorid: ROOM - 1000,
        liveid: ROOM,
        amount: 1,
        request_id: 'history-gift-1',
      });
      expect(gift.status).toBe(0);
      const live = (): Message[] => got.filter((m) => m.to === GROUP);
      await until(
        () => live().filter((m) => m.type !== 'TIMCustomElem' || m.from === 'administrator').length >= 4,
        'the room messages',
      );

      const history = await sb.post<LiveChat>('/api/live/getLiveChat', { liveid: ROOM });
      const messages = history.data.messages;
      expect(messages.map((m) => [m.kind, m.text || m.gift_name])).toEqual([
        ['text', '开球了'],
        ['text', '<b>加油</b>'],
        ['text', '好球'],
        ['gift', expect.any(String)],
      ]);
      expect(messages[0]).toMatchObject({ from: String(login.data.id), nick: expect.any(String), amount: 0 });
      expect(messages[3]).toMatchObject({ from: String(login.data.id), amount: 1 });
      // The same IDs as the live messages: a client merging both shows each once.
      const liveIds = live()
        .filter((m) => m.type === 'TIMTextElem' || m.from === 'administrator')
        .map((m) => m.ID);
      expect(messages.map((m) => m.id)).toEqual(liveIds);
    } finally {
      await user.destroy();
      await viewer.destroy();
    }
  });

  it('keeps the newest texts and gifts only: entry notices, user-made gifts and broken bodies are left out', () => {
    const text = (seq: number, words: string) => ({
      From_Account: '7',
      TinyId: '144115007',
      MsgClientTime: 2000 + seq,
      From_AccountNick: 'Ana',
      MsgSeq: seq,
      MsgRandom: 9,
      MsgTimeStamp: 1000 + seq,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: words } }],
    });
    const custom = (seq: number, from: string, data: string) => ({
      From_Account: from,
      TinyId: '144115000',
      MsgSeq: seq,
      MsgRandom: 1,
      MsgTimeStamp: 1000 + seq,
      MsgBody: [{ MsgType: 'TIMCustomElem', MsgContent: { Data: data } }],
    });
    const gift = JSON.stringify({
      Action: 'RoomGift',
      Data: { gift_name: '火箭', gift_name_br: 'Foguete', amount: 2, uid: 7, nick_name: 'Ana' },
    });
    const stored = [
      custom(60, '7', gift),
      custom(59, '7', JSON.stringify({ Action: 'RoomEnter', Data: {} })),
      custom(58, 'administrator', '{broken'),
      custom(57, 'administrator', gift),
      ...Array.from({ length: 40 }, (_, i) => text(56 - i, `t${56 - i}`)),
    ];
    const lines = recentRoomChat(stored, 'zh');
    expect(lines).toHaveLength(LIVE_CHAT_HISTORY);
    expect(lines.at(-1)).toEqual({
      id: '144115000-1057-1',
      kind: 'gift',
      from: '7',
      nick: 'Ana',
      text: '',
      gift_name: '火箭',
      amount: 2,
      time: 1057,
    });
    expect(lines.slice(0, -1).map((line) => line.text)).toEqual(Array.from({ length: 19 }, (_, i) => `t${38 + i}`));
    expect(lines[0]?.id).toBe('144115007-2038-9');
    // Issue #30: one notice reaches every language; pt-BR reads the gift's Portuguese name.
    expect(recentRoomChat(stored, 'pt').at(-1)?.gift_name).toBe('Foguete');
  });
});
