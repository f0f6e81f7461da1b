import type { ImServer } from '@live/im-server';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM from '../../src/index.ts';
import { loadOfficialSdk, type Tim } from '../support/official-sdk.ts';
import { APP_ID, ours, sig, startServer } from '../support/server.ts';

// Wire differences with the official SDK (issue #29): the same calls made by our client and by the official SDK,
// every frame each sends recorded, compared where they must match.
let server: ImServer;
const sent: { servcmd: string; body: Record<string, unknown> }[] = [];

/** A `ws` socket that records every frame it sends. */
class Recording extends WebSocket {
  override send(data: unknown, ...rest: unknown[]): void {
    try {
      const text =
        typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer | ArrayBufferView<ArrayBuffer>);
      const frame = JSON.parse(text) as { head: { servcmd: string }; body: Record<string, unknown> };
      sent.push({ servcmd: frame.head.servcmd, body: frame.body });
    } catch {
      // Frames that are not plain JSON are no group command.
    }
    (super.send as (...args: unknown[]) => void)(data, ...rest);
  }
}

beforeAll(async () => {
  server = await startServer();
  await Promise.all(
    ['csvc-ours-m', 'csvc-official-m', 'wire-peer'].map(async (id) => (await ours(server, id)).destroy()),
  );
}, 60_000);

/** Our client, its frames recorded. */
async function ourRecorded(userID: string): Promise<Tim> {
  const client = TIM.create({ SDKAppID: APP_ID, proxyServer: server.url, WebSocket: Recording });
  const ready = new Promise((r) => client.on(TIM.EVENT.SDK_READY, r));
  await client.login({ userID, userSig: sig(userID) });
  await ready;
  return client;
}

/** The official SDK, its frames recorded (it opens its sockets with the global WebSocket). */
async function officialRecorded(userID: string): Promise<Tim> {
  const g = globalThis as { WebSocket?: unknown };
  const OfficialTIM = loadOfficialSdk();
  const before = g.WebSocket;
  g.WebSocket = Recording;
  try {
    const tim = OfficialTIM.create({ SDKAppID: APP_ID, proxyServer: server.url });
    tim.setLogLevel(4);
    const ready = new Promise((r) => tim.on(OfficialTIM.EVENT.SDK_READY, r));
    await tim.login({ userID, userSig: sig(userID) });
    await ready;
    return tim;
  } finally {
    g.WebSocket = before;
  }
}

afterAll(async () => {
  await server.close();
});

/** The calls of the scenario, the same on both SDKs. */
async function scenario(tim: Tim, groupID: string, member: string): Promise<void> {
  await tim.createGroup({ type: 'Community', name: 'club', groupID, memberList: [{ userID: member }] });
  await tim.getGroupProfile({ groupID });
  await tim.updateGroupProfile({ groupID, introduction: 'the club' });
  await tim.getGroupMemberList({ groupID, count: 15, offset: 0 });
  await tim.getGroupMemberProfile({ groupID, userIDList: [member] });
  await tim.setGroupMemberNameCard({ groupID, userID: member, nameCard: 'nine' });
  await tim.setGroupMemberMuteTime({ groupID, userID: member, muteTime: 60 });
  await tim.setGroupMemberRole({ groupID, userID: member, role: TIM.TYPES.GRP_MBR_ROLE_ADMIN });
  await tim.sendMessage(tim.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'hi' } }));
  await tim.setMessageRead({ conversationID: `GROUP${groupID}` });
  await tim.setMessageRemindType({ groupID, messageRemindType: TIM.TYPES.MSG_REMIND_ACPT_NOT_NOTE });
  await tim.deleteGroupMember({ groupID, userIDList: [member] });
  await tim.dismissGroup(groupID);
}

/** Each command sent about `groupID`, with the service it went to. */
function routes(groupID: string): string[] {
  const about = (body: Record<string, unknown>) =>
    body.GroupId === groupID || (Array.isArray(body.GroupIdList) && body.GroupIdList.includes(groupID));
  return [...new Set(sent.filter((f) => about(f.body)).map((f) => f.servcmd))].sort();
}

describe('community commands on the community service (issue #29)', () => {
  it('§6 Community service: every command about a community goes where the official SDK sends it', async () => {
    const ourClient = await ourRecorded('csvc-ours');
    await scenario(ourClient, '@TGS#_csvc_ours', 'csvc-ours-m');
    const tim = await officialRecorded('csvc-official');
    await scenario(tim, '@TGS#_csvc_official', 'csvc-official-m');

    const official = routes('@TGS#_csvc_official');
    const mine = routes('@TGS#_csvc_ours');
    expect(official.length).toBeGreaterThan(8);
    for (const servcmds of [official, mine])
      expect(servcmds.filter((c) => !c.startsWith('million_group_open_http_svc.'))).toEqual([]);
    // Ours also reports a read of its own message (msg_read_report), which the official SDK skips.
    expect(mine).toEqual(expect.arrayContaining(official));
    await Promise.all([ourClient.destroy(), tim.logout()]);
  }, 60_000);
});

describe('sendMessage options on the wire (issue #29)', () => {
  /** The push and control fields of the last message frame `from` sent with `servcmd`. */
  const sentWith = (from: string, servcmd: string) => {
    const f = sent.filter((x) => x.servcmd.endsWith(servcmd) && x.body.From_Account === from).at(-1);
    return {
      OfflinePushInfo: f?.body.OfflinePushInfo,
      SendMsgControl: f?.body.SendMsgControl,
      MsgLifeTime: f?.body.MsgLifeTime,
    };
  };

  it('§5 offlinePushInfo and messageControlInfo reach the wire as the official SDK sends them', async () => {
    const ourClient = await ourRecorded('wire-ours');
    const tim = await officialRecorded('wire-official');
    const groupID = (
      await ourClient.createGroup({ type: 'Public', name: 'wire', memberList: [{ userID: 'wire-official' }] })
    ).data.group.groupID as string;
    const options = {
      offlinePushInfo: {
        disablePush: true,
        title: 'Goal',
        description: '1-0',
        extension: '{"m":1}',
        ignoreIOSBadge: true,
      },
      messageControlInfo: { excludedFromUnreadCount: true, excludedFromContentModeration: true },
    };
    for (const [client, me] of [
      [ourClient, 'wire-ours'],
      [tim, 'wire-official'],
    ] as const) {
      const text = (to: string, conversationType: string) =>
        client.createTextMessage({ to, conversationType, payload: { text: 'hi' } });
      await client.sendMessage(text('wire-peer', 'C2C'), options);
      await client.sendMessage(text(groupID, 'GROUP'), options);
      expect(sentWith(me, 'openim.sendmsg').OfflinePushInfo).toMatchObject({ PushFlag: 1, Title: 'Goal' });
    }
    expect(sentWith('wire-ours', 'openim.sendmsg')).toEqual(sentWith('wire-official', 'openim.sendmsg'));
    expect(sentWith('wire-ours', '.send_group_msg')).toEqual(sentWith('wire-official', '.send_group_msg'));
    // Defaults, and an online-only message (push disabled, no control flags).
    for (const [client, me] of [
      [ourClient, 'wire-ours'],
      [tim, 'wire-official'],
    ] as const) {
      const text = client.createTextMessage({ to: 'wire-peer', conversationType: 'C2C', payload: { text: 'x' } });
      await client.sendMessage(text);
      expect(sentWith(me, 'openim.sendmsg').OfflinePushInfo).toMatchObject({ PushFlag: 0, Title: '' });
    }
    expect(sentWith('wire-ours', 'openim.sendmsg')).toEqual(sentWith('wire-official', 'openim.sendmsg'));
    for (const client of [ourClient, tim]) {
      const text = client.createTextMessage({ to: 'wire-peer', conversationType: 'C2C', payload: { text: 'y' } });
      await client.sendMessage(text, { onlineUserOnly: true });
    }
    expect(sentWith('wire-ours', 'openim.sendmsg')).toEqual(sentWith('wire-official', 'openim.sendmsg'));
    expect(sentWith('wire-ours', 'openim.sendmsg')).toMatchObject({ OfflinePushInfo: { PushFlag: 1 }, MsgLifeTime: 0 });
    await Promise.all([ourClient.destroy(), tim.logout()]);
  }, 60_000);
});
