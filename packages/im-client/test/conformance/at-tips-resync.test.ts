import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { GroupAtInfo } from '../../src/types.ts';
import { CuttingProxy } from '../support/cutting-proxy.ts';
import { OfficialReceiver } from '../support/official-process.ts';
import { OtherDevice } from '../support/other-device.ts';
import { ours, ourLogin, startServer, until } from '../support/server.ts';

// @-tips across a dropped socket (issue #16): a mention made while the socket was down is a tip after the
// reconnect, once, in ours and in the official SDK; a tip read on another device meanwhile is gone from ours.
const FAST = { requestMs: 2000, reconnectDelayMs: 5, heartbeatMs: 500, idleMs: 2000 };
let server: ImServer;
let proxy: CuttingProxy;
let owner: ChatClient;
const receivers: OfficialReceiver[] = [];
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  server = await startServer();
  proxy = await CuttingProxy.start(server.port);
  owner = await ours(server, 'atr-owner');
}, 30_000);

afterAll(async () => {
  for (const close of closers) await close().catch(() => undefined);
  for (const r of receivers) await r.stop().catch(() => undefined);
  await owner.destroy();
  await proxy.close();
  await server.close();
});

/** A group of the owner and `member`, with one message so the member holds its conversation. */
async function groupWith(member: string): Promise<string> {
  const groupID = `atr-${member}`;
  await owner.createGroup({ type: TIM.TYPES.GRP_WORK, name: 'derby', groupID, memberList: [{ userID: member }] });
  await owner.sendMessage(owner.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'hi' } }));
  return groupID;
}

async function mention(groupID: string, userID: string): Promise<number> {
  const sent = await owner.sendMessage(
    owner.createTextAtMessage({
      to: groupID,
      conversationType: 'GROUP',
      payload: { text: `@${userID}`, atUserList: [userID] },
    }),
  );
  return sent.data.message.sequence;
}

/** Cuts every socket through the proxy and runs `meanwhile` while the clients cannot reconnect. */
async function whileDown(meanwhile: () => Promise<unknown>): Promise<void> {
  proxy.hold();
  proxy.cut();
  await meanwhile();
  proxy.release();
}

const sequences = (tips: GroupAtInfo[]): number[] => tips.map((t) => t.messageSequence);

describe('@-tips across a dropped socket (spec §3 group-at info, §4 recovery)', () => {
  it('§3 group-at info: ours, its socket cut, shows a mention made meanwhile once after the reconnect', async () => {
    const groupID = await groupWith('atr-ours');
    const client = await ourLogin(proxy.url, 'atr-ours', FAST);
    closers.push(() => client.destroy());
    const before = await mention(groupID, 'atr-ours');
    const tipsOf = async () =>
      sequences((await client.getConversationProfile(`GROUP${groupID}`)).data.conversation.groupAtInfoList);
    await until(async () => (await tipsOf()).length === 1, 8000, 'the pushed tip');
    let missed = 0;
    await whileDown(async () => (missed = await mention(groupID, 'atr-ours')));
    await until(async () => (await tipsOf()).length === 2, 15_000, 'the missed tip');
    expect(await tipsOf()).toEqual([before, missed]);
  }, 40_000);

  it('§3 group-at info: the official SDK, its socket dropped without a new login, shows a mention made meanwhile once after the reconnect', async () => {
    const groupID = await groupWith('atr-official');
    const receiver = new OfficialReceiver(proxy.url, 'atr-official');
    receivers.push(receiver);
    await receiver.call('getGroupList');
    const conversationID = `GROUP${groupID}`;
    const tipsOf = async () => sequences(await receiver.call<GroupAtInfo[]>('tips', { conversationID }));
    const before = await mention(groupID, 'atr-official');
    await until(async () => (await tipsOf()).length === 1, 8000, 'the pushed tip');
    // A request after the push: the service then knows the socket was alive when it pushed.
    await receiver.call('getGroupList');
    let missed = 0;
    await whileDown(async () => (missed = await mention(groupID, 'atr-official')));
    await until(async () => (await tipsOf()).length >= 2, 15_000, 'the missed tip');
    // Held a moment longer: a tip listed twice would show now.
    await new Promise((r) => setTimeout(r, 500));
    expect(await tipsOf()).toEqual([before, missed]);
  }, 40_000);

  it('§3 group-at info: a tip read on another device while our socket was down is gone after the reconnect, and so is the unread', async () => {
    const groupID = await groupWith('atr-read');
    const client = await ourLogin(proxy.url, 'atr-read', FAST);
    closers.push(() => client.destroy());
    const conversationOf = async () => (await client.getConversationProfile(`GROUP${groupID}`)).data.conversation;
    const seq = await mention(groupID, 'atr-read');
    await until(async () => (await conversationOf()).groupAtInfoList.length === 1, 8000, 'the pushed tip');
    expect((await conversationOf()).unreadCount).toBeGreaterThan(0);

    await whileDown(async () => {
      const phone = await OtherDevice.login(server, 'atr-read');
      closers.push(async () => phone.close());
      await phone.request('openim.deletemsg', {
        DelMsgList: [{ From_Account: 'atr-owner', To_Account: 'atr-read', MsgSeq: seq, GroupId: groupID }],
      });
      await phone.request('group_open_http_svc.msg_read_report', { GroupId: groupID, MsgReadedSeq: seq });
    });
    await until(async () => (await conversationOf()).groupAtInfoList.length === 0, 15_000, 'the tip cleared');
    expect((await conversationOf()).unreadCount).toBe(0);
  }, 40_000);
});
