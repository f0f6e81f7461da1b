import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GroupMessageEvent, type ImServer, SYSTEM_ACCOUNT } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

const text = (words: string): Body[] => [{ MsgType: 'TIMTextElem', MsgContent: { Text: words } }];
const custom = (data: string): Body[] => [{ MsgType: 'TIMCustomElem', MsgContent: { Data: data } }];

// The after-send callback (the cloud's Group.CallbackAfterSendMsg) the sandbox counts room comments with.
describe('onGroupMessage, the after-send callback', () => {
  let server: ImServer;
  let fan: RawSocket;
  let outsider: RawSocket;
  const events: GroupMessageEvent[] = [];

  beforeAll(async () => {
    server = await startTestServer({ onGroupMessage: (event) => events.push(event) });
    await server.admin.ensureGroup({ groupID: 'live_7', type: 'AVChatRoom', name: 'room' });
    fan = await RawSocket.login(server.url, 'cb-fan');
    outsider = await RawSocket.login(server.url, 'cb-outsider');
    await fan.request('group_open_http_svc.apply_join_group', { GroupId: 'live_7' });
  });
  afterAll(async () => {
    await fan.close();
    await outsider.close();
    await server.close();
  });

  it('is told once per new message with group, type, sender and element types; never for a resend or a refusal', async () => {
    events.length = 0;
    const send = (socket: RawSocket, Random: number, MsgBody: Body[]) =>
      socket.request('group_open_http_svc.send_group_msg', { GroupId: 'live_7', Random, MsgBody });
    expect((await send(fan, 1, text('goal'))).ErrorCode).toBe(0);
    expect((await send(fan, 1, text('goal'))).ErrorCode).toBe(0);
    expect((await send(fan, 2, custom('{"like":1}'))).ErrorCode).toBe(0);
    expect((await send(outsider, 3, text('let me in'))).ErrorCode).toBe(10007);
    await server.admin.sendCustomMessage({ groupID: 'live_7', data: '{"Action":"RoomGift"}' });
    await fan.request('openim.sendmsg', { To_Account: 'cb-outsider', MsgSeq: 1, MsgRandom: 9, MsgBody: text('hi') });
    expect(events).toEqual([
      { groupID: 'live_7', groupType: 'AVChatRoom', from: 'cb-fan', msgTypes: ['TIMTextElem'] },
      { groupID: 'live_7', groupType: 'AVChatRoom', from: 'cb-fan', msgTypes: ['TIMCustomElem'] },
      { groupID: 'live_7', groupType: 'AVChatRoom', from: SYSTEM_ACCOUNT, msgTypes: ['TIMCustomElem'] },
    ]);
  });
});
