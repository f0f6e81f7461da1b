import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACCOUNT, type ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

const text = (t: string): Body[] => [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }];

// The platform reads a live room's recent chat (issue #28: the room's history on entry, /api/live/getLiveChat).
describe('admin.groupHistory', () => {
  let server: ImServer;
  let fan: RawSocket;

  beforeAll(async () => {
    server = await startTestServer();
    await server.admin.ensureGroup({ groupID: 'live_history', type: 'AVChatRoom', name: 'history' });
    fan = await RawSocket.login(server.url, 'history-fan');
    await fan.request('group_open_http_svc.apply_join_group', { GroupId: 'live_history' });
  });

  afterAll(async () => {
    await fan?.close();
    await server?.close();
  });

  it("answers a room's newest messages first, with sender, sequence, random, time and body; revoked ones left out", async () => {
    const sent: Body[] = [];
    for (const [i, words] of ['one', 'two', 'three', 'four'].entries())
      sent.push(
        await fan.request('group_open_http_svc.send_group_msg', {
          GroupId: 'live_history',
          Random: 100 + i,
          MsgBody: text(words),
        }),
      );
    const gift = await server.admin.sendCustomMessage({ groupID: 'live_history', data: '{"Action":"RoomGift"}' });
    await fan.request('group_open_http_svc.group_msg_recall', {
      GroupId: 'live_history',
      MsgSeqList: [{ MsgSeq: sent[1]?.MsgSeq }],
    });

    const history = await server.admin.groupHistory('live_history', 4);
    expect(history.map((m) => [m.From_Account, m.MsgSeq])).toEqual([
      [SYSTEM_ACCOUNT, gift.sequence],
      ['history-fan', sent[3]?.MsgSeq],
      ['history-fan', sent[2]?.MsgSeq],
    ]);
    expect(history[1]).toMatchObject({
      MsgRandom: 103,
      MsgTimeStamp: sent[3]?.MsgTime,
      MsgBody: text('four'),
    });
    expect(await server.admin.groupHistory('live_nowhere', 5)).toEqual([]);
  });

  it("names each message's TinyId and MsgClientTime as its live push does (the chat SDK's message ID is made of them)", async () => {
    await fan.request('group_open_http_svc.send_group_msg', {
      GroupId: 'live_history',
      Random: 200,
      MsgClientTime: 1_800_000_123,
      MsgBody: text('named'),
    });
    const [newest] = await server.admin.groupHistory('live_history', 1);
    expect(newest).toMatchObject({
      TinyId: expect.stringMatching(/^\d+$/),
      MsgClientTime: 1_800_000_123,
      MsgRandom: 200,
    });
  });
});
