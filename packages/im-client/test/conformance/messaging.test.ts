import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '@live/im-server';
import TIM, { type ChatClient, type Message } from '../../src/index.ts';
import { officialLogin, type Tim } from '../support/official-sdk.ts';
import { APP_ID, ourLogin, sig, startServer, until } from '../support/server.ts';

// The official web SDK (tim-js-sdk 2.27.6) and our client chat with each other through im-server.
describe('conformance: official SDK <-> our client through im-server', () => {
  let server: ImServer;
  let official: Tim;
  let ours: ChatClient;
  const officialGot: { conversationID: string; text: string }[] = [];
  const oursGot: Message[] = [];

  beforeAll(async () => {
    server = await startServer();
    official = await officialLogin(server.url, APP_ID, 'alice', sig('alice'));
    official.on('onMessageReceived', (e: { data: { conversationID: string; payload: { text?: string } }[] }) => {
      for (const m of e.data) officialGot.push({ conversationID: m.conversationID, text: m.payload.text ?? '' });
    });
    ours = await ourLogin(server.url, 'bob');
    ours.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => oursGot.push(...(e.data as Message[])));
  });

  afterAll(async () => {
    await official?.logout().catch(() => undefined);
    await ours?.destroy();
    await server?.close();
  });

  it('the official SDK logs in and reaches SDK_READY against our service', () => {
    expect(official.isReady?.() ?? true).toBe(true);
    expect(ours.isReady()).toBe(true);
  });

  it('one-to-one messages flow both ways', async () => {
    await official.sendMessage(
      official.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'hello bob' } }),
    );
    await until(() => oursGot.some((m) => m.payload.text === 'hello bob'), 5000, 'bob to receive');
    const got = oursGot.find((m) => m.payload.text === 'hello bob');
    expect(got).toMatchObject({
      conversationID: 'C2Calice',
      from: 'alice',
      to: 'bob',
      flow: 'in',
      type: 'TIMTextElem',
      status: 'success',
    });

    const sent = await ours.sendMessage(
      ours.createTextMessage({ to: 'alice', conversationType: 'C2C', payload: { text: 'hello alice' } }),
    );
    expect(sent.data.message.status).toBe('success');
    await until(() => officialGot.some((m) => m.text === 'hello alice'), 5000, 'alice to receive');
    expect(officialGot.find((m) => m.text === 'hello alice')?.conversationID).toBe('C2Cbob');
  });

  let fansID = '';
  it('group messages flow both ways', async () => {
    const created = await official.createGroup({ type: 'Public', name: 'fans', memberList: [{ userID: 'bob' }] });
    const groupID: string = created.data.group.groupID;
    fansID = `GROUP${groupID}`;
    await official.sendMessage(
      official.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'kick-off' } }),
    );
    await until(() => oursGot.some((m) => m.payload.text === 'kick-off'), 5000, 'group message at bob');
    expect(oursGot.find((m) => m.payload.text === 'kick-off')?.conversationID).toBe(`GROUP${groupID}`);

    await ours.sendMessage(
      ours.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'goal!' } }),
    );
    await until(() => officialGot.some((m) => m.text === 'goal!'), 5000, 'group message at alice');
    expect(officialGot.find((m) => m.text === 'goal!')?.conversationID).toBe(`GROUP${groupID}`);
  });

  it('live-room (AVChatRoom) messages reach both, by long polling over the socket', async () => {
    const created = await official.createGroup({ type: 'AVChatRoom', name: 'match live' });
    const groupID: string = created.data.group.groupID;
    await official.joinGroup({ groupID });
    const joined = await ours.joinGroup({ groupID });
    expect(joined.data.status).toBe('JoinedSuccess');
    await official.sendMessage(
      official.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'live from alice' } }),
    );
    await ours.sendMessage(
      ours.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'live from bob' } }),
    );
    await until(() => oursGot.some((m) => m.payload.text === 'live from alice'), 5000, 'live message at bob');
    await until(() => officialGot.some((m) => m.text === 'live from bob'), 5000, 'live message at alice');
    // A live room never counts unread (spec §4).
    const conv = (await ours.getConversationProfile(`GROUP${groupID}`)).data.conversation;
    expect(conv.unreadCount).toBe(0);
  });

  it('conversation lists and unread counts agree on both sides', async () => {
    // A fresh pair of messages to count: two unread at alice from bob, one at bob from alice.
    await ours.sendMessage(ours.createTextMessage({ to: 'alice', conversationType: 'C2C', payload: { text: 'one' } }));
    await ours.sendMessage(ours.createTextMessage({ to: 'alice', conversationType: 'C2C', payload: { text: 'two' } }));
    await until(() => officialGot.some((m) => m.text === 'two'), 5000, 'alice to get two');
    await new Promise((r) => setTimeout(r, 1100)); // both throttle list updates to one a second

    const officialList: { conversationID: string; unreadCount: number; lastMessage: { messageForShow: string } }[] = (
      await official.getConversationList()
    ).data.conversationList;
    const ourList = (await ours.getConversationList()).data.conversationList;
    const officialC2c = officialList.find((c) => c.conversationID === 'C2Cbob');
    const ourC2c = ourList.find((c) => c.conversationID === 'C2Calice');
    expect(officialC2c?.lastMessage.messageForShow).toBe('two');
    expect(ourC2c?.lastMessage.messageForShow).toBe('two');
    // alice has not read bob's messages; bob has not read alice's one-to-one message.
    expect(officialC2c?.unreadCount).toBe(3);
    expect(ourC2c?.unreadCount).toBe(1);
    // In the group "fans": bob has alice's creation notice and "kick-off" unread, alice has bob's "goal!".
    const fans = (list: { conversationID: string; unreadCount: number; groupProfile?: { name?: string } }[]) =>
      list.find((c) => c.groupProfile?.name === 'fans' || c.conversationID === fansID);
    expect(fans(ourList)?.unreadCount).toBe(2);
    expect(fans(officialList)?.unreadCount).toBe(1);

    // After each side marks read, both report zero and the totals agree with the lists.
    await official.setMessageRead({ conversationID: 'C2Cbob' });
    await ours.setMessageRead({ conversationID: 'C2Calice' });
    const oursAgain = (await ours.getConversationList()).data.conversationList;
    expect(oursAgain.find((c) => c.conversationID === 'C2Calice')?.unreadCount).toBe(0);
    const sum = (list: { unreadCount: number; type: string; subType?: string }[]) =>
      list.reduce((n, c) => n + c.unreadCount, 0);
    expect(ours.getTotalUnreadMessageCount()).toBe(sum(oursAgain));
    expect(official.getTotalUnreadMessageCount()).toBe(
      sum((await official.getConversationList()).data.conversationList),
    );

    // A fresh login of our client syncs the same list and counts from the service.
    const again = await ourLogin(server.url, 'carol');
    await again.destroy();
  });

  it('revocations travel both ways, one-to-one and in groups', async () => {
    const revokedAtOurs: string[] = [];
    const revokedAtOfficial: string[] = [];
    ours.on(TIM.EVENT.MESSAGE_REVOKED, (e) =>
      revokedAtOurs.push(...(e.data as Message[]).map((m) => String(m.payload.text))),
    );
    official.on('onMessageRevoked', (e: { data: { payload: { text: string } }[] }) =>
      revokedAtOfficial.push(...e.data.map((m) => m.payload.text)),
    );
    const fromOfficial = (
      await official.sendMessage(
        official.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'typo 1' } }),
      )
    ).data.message;
    await until(() => oursGot.some((m) => m.payload.text === 'typo 1'), 5000, 'typo 1');
    await official.revokeMessage(fromOfficial);
    await until(() => revokedAtOurs.includes('typo 1'), 5000, 'revoke at ours');
    expect(oursGot.find((m) => m.payload.text === 'typo 1')?.isRevoked).toBe(true);

    const fromOurs = (
      await ours.sendMessage(
        ours.createTextMessage({ to: 'alice', conversationType: 'C2C', payload: { text: 'typo 2' } }),
      )
    ).data.message;
    await until(() => officialGot.some((m) => m.text === 'typo 2'), 5000, 'typo 2');
    await ours.revokeMessage(fromOurs);
    await until(() => revokedAtOfficial.includes('typo 2'), 5000, 'revoke at official');

    const groupID: string = (
      await official.createGroup({ type: 'Public', name: 'revokes', memberList: [{ userID: 'bob' }] })
    ).data.group.groupID;
    const inGroup = (
      await ours.sendMessage(
        ours.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'typo 3' } }),
      )
    ).data.message;
    await until(() => officialGot.some((m) => m.text === 'typo 3'), 5000, 'typo 3');
    await ours.revokeMessage(inGroup);
    await until(() => revokedAtOfficial.includes('typo 3'), 5000, 'group revoke at official');
    const fromOfficialGroup = (
      await official.sendMessage(
        official.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'typo 4' } }),
      )
    ).data.message;
    await until(() => oursGot.some((m) => m.payload.text === 'typo 4'), 5000, 'typo 4');
    await official.revokeMessage(fromOfficialGroup);
    await until(() => revokedAtOurs.includes('typo 4'), 5000, 'group revoke at ours');
  });

  it('face, custom and image messages keep their content both ways; profiles are shared', async () => {
    const kinds: { type: string; payload: Record<string, unknown> }[] = [];
    official.on('onMessageReceived', (e: { data: { type: string; payload: Record<string, unknown> }[] }) =>
      kinds.push(...e.data),
    );
    ours.registerPlugin({
      'tim-upload-plugin': {
        uploadFile: async (f: { name: string; size: number }) => ({
          url: `https://img.example/${f.name}`,
          width: 64,
          height: 48,
          size: f.size,
        }),
      },
    });
    await ours.sendMessage(
      ours.createFaceMessage({ to: 'alice', conversationType: 'C2C', payload: { index: 3, data: 'smile' } }),
    );
    await ours.sendMessage(
      ours.createCustomMessage({
        to: 'alice',
        conversationType: 'C2C',
        payload: { data: '{"gift":1}', description: 'gift', extension: 'x' },
      }),
    );
    await ours.sendMessage(
      ours.createImageMessage({
        to: 'alice',
        conversationType: 'C2C',
        payload: { file: { name: 'goal.png', size: 1234 } },
      }),
    );
    await until(() => kinds.some((m) => m.type === 'TIMImageElem'), 5000, 'image at official');
    expect(kinds.find((m) => m.type === 'TIMFaceElem')?.payload).toMatchObject({ index: 3, data: 'smile' });
    expect(kinds.find((m) => m.type === 'TIMCustomElem' && m.payload.description === 'gift')?.payload).toMatchObject({
      data: '{"gift":1}',
      extension: 'x',
    });
    const image = kinds.find((m) => m.type === 'TIMImageElem')?.payload as {
      imageInfoArray: { url: string; width: number; height: number }[];
    };
    expect(image.imageInfoArray[0]).toMatchObject({ url: 'https://img.example/goal.png', width: 64, height: 48 });

    await official.sendMessage(
      official.createFaceMessage({ to: 'bob', conversationType: 'C2C', payload: { index: 4, data: 'wink' } }),
    );
    await until(() => oursGot.some((m) => m.type === 'TIMFaceElem'), 5000, 'face at ours');
    expect(oursGot.find((m) => m.type === 'TIMFaceElem')?.payload).toEqual({ index: 4, data: 'wink' });

    await official.updateMyProfile({ nick: 'Alice A' });
    expect((await ours.getUserProfile({ userIDList: ['alice'] })).data[0]?.nick).toBe('Alice A');
    await ours.updateMyProfile({
      nick: 'Bob B',
      profileCustomField: [{ key: 'Tag_Profile_Custom_team', value: 'red' }],
    });
    const seen = (await official.getUserProfile({ userIDList: ['bob'] })).data[0];
    expect([seen.nick, seen.profileCustomField]).toEqual(['Bob B', [{ key: 'Tag_Profile_Custom_team', value: 'red' }]]);
  });

  it('dismissing a group reaches the official SDK as a system notice (operation 5)', async () => {
    const groupID = (await ours.createGroup({ type: 'Public', name: 'short-lived', memberList: [{ userID: 'alice' }] }))
      .data.group.groupID;
    const notices: { type: string; payload: { operationType?: number } }[] = [];
    official.on('onMessageReceived', (e: { data: { type: string; payload: { operationType?: number } }[] }) =>
      notices.push(...e.data.filter((m) => m.type === 'TIMGroupSystemNoticeElem')),
    );
    await ours.dismissGroup(groupID);
    await until(() => notices.length > 0, 5000, 'system notice');
    expect(notices[0]?.payload.operationType).toBe(5);
  });

  it('membership tips (join, kick) reach the official SDK; a kicked member of ours loses the group', async () => {
    const tips: { operationType: number; userIDList: string[]; memberNum: number }[] = [];
    official.on(
      'onMessageReceived',
      (e: {
        data: { type: string; payload: { operationType: number; userIDList: string[]; memberNum: number } }[];
      }) => {
        tips.push(...e.data.filter((m) => m.type === 'TIMGroupTipElem').map((m) => m.payload));
      },
    );
    const groupID: string = (
      await official.createGroup({ type: 'Public', name: 'open doors', joinOption: 'FreeAccess' })
    ).data.group.groupID;
    expect((await ours.joinGroup({ groupID })).data.status).toBe('JoinedSuccess');
    await until(() => tips.some((t) => t.operationType === 1 && t.userIDList.includes('bob')), 5000, 'join tip');
    expect(tips.find((t) => t.operationType === 1)?.memberNum).toBe(2);
    expect((await ours.getGroupList()).data.groupList.some((g) => g.groupID === groupID)).toBe(true);
    await official.deleteGroupMember({ groupID, userIDList: ['bob'] });
    await until(() => tips.some((t) => t.operationType === 3), 5000, 'kick tip');
    await new Promise((r) => setTimeout(r, 100));
    expect((await ours.getGroupList()).data.groupList.some((g) => g.groupID === groupID)).toBe(false);
  });

  it('read receipts: each side learns when the other read its one-to-one messages', async () => {
    const readAtOurs: Message[] = [];
    ours.on(TIM.EVENT.MESSAGE_READ_BY_PEER, (e) => readAtOurs.push(...(e.data as Message[])));
    const mine = (
      await ours.sendMessage(
        ours.createTextMessage({ to: 'alice', conversationType: 'C2C', payload: { text: 'did you see?' } }),
      )
    ).data.message;
    await until(() => officialGot.some((m) => m.text === 'did you see?'), 5000, 'question at alice');
    await official.setMessageRead({ conversationID: 'C2Cbob' });
    await until(() => readAtOurs.includes(mine), 5000, 'read receipt at ours');
    expect(mine.isPeerRead).toBe(true);

    const peerRead: unknown[] = [];
    official.on('onMessageReadByPeer', (e: { data: unknown[] }) => peerRead.push(...e.data));
    await official.sendMessage(
      official.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'yes' } }),
    );
    await until(() => oursGot.some((m) => m.payload.text === 'yes'), 5000, 'yes at ours');
    await ours.setMessageRead({ conversationID: 'C2Calice' });
    await until(() => peerRead.length > 0, 5000, 'read receipt at official');
  });

  it('join applications: ours applies, the official owner sees the notice and agrees, ours is told', async () => {
    const groupID: string = (
      await official.createGroup({ type: 'Public', name: 'members only', joinOption: 'NeedPermission' })
    ).data.group.groupID;
    // A notice arrives as a message of the system conversation (the official SDK emits no notice event).
    const noticesAtOurs: Message[] = [];
    ours.on(TIM.EVENT.MESSAGE_RECEIVED, (e) =>
      noticesAtOurs.push(...(e.data as Message[]).filter((m) => m.conversationType === '@TIM#SYSTEM')),
    );
    expect((await ours.joinGroup({ groupID, applyMessage: 'let me in' })).data.status).toBe('WaitAdminApproval');
    const list = (await official.getGroupApplicationList()).data.applicationList as {
      applicant: string;
      groupID: string;
    }[];
    expect(list.map((a) => [a.applicant, a.groupID])).toEqual([['bob', groupID]]);
    await official.handleGroupApplication({ handleAction: 'Agree', application: list[0] });
    const typeOf = (m: Message) => (m.payload as { operationType: number }).operationType;
    await until(() => noticesAtOurs.some((m) => typeOf(m) === 2), 5000, 'agreed notice at ours');
    expect((await ours.getGroupList()).data.groupList.some((g) => g.groupID === groupID)).toBe(true);

    // And the other way round: the official SDK applies to our group and we refuse.
    const ourGroup = (await ours.createGroup({ type: 'Public', name: 'ours only', joinOption: 'NeedPermission' })).data
      .group.groupID;
    expect((await official.joinGroup({ groupID: ourGroup, applyMessage: 'hi' })).data.status).toBe('WaitAdminApproval');
    await until(() => noticesAtOurs.some((m) => typeOf(m) === 1), 5000, 'join request at ours');
    const message = noticesAtOurs.find((m) => typeOf(m) === 1) as Message;
    await ours.handleGroupApplication({ handleAction: 'Reject', handleMessage: 'sorry', message });
    expect((await ours.getGroupApplicationList()).data.applicationList).toEqual([]);
  });

  it('after a cut the official SDK logs in again with its a2 key and recovers what it missed', async () => {
    server.dropConnections();
    for (let i = 0; i < 5; i++) {
      const m = ours.createTextMessage({ to: 'alice', conversationType: 'C2C', payload: { text: `while away ${i}` } });
      for (let attempt = 0; ; attempt++) {
        try {
          await (attempt === 0 ? ours.sendMessage(m) : ours.resendMessage(m));
          break;
        } catch (err) {
          if (attempt > 100) throw err;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    }
    await until(
      () => [0, 1, 2, 3, 4].every((i) => officialGot.some((m) => m.text === `while away ${i}`)),
      10_000,
      'official to recover',
    );
    expect(officialGot.filter((m) => m.text.startsWith('while away')).length).toBe(5);
  });

  it('a second login of the same user kicks the first instance out (multiple account)', async () => {
    const first = await ourLogin(server.url, 'dave');
    const kicked = new Promise<unknown>((resolve) => first.on(TIM.EVENT.KICKED_OUT, (e) => resolve(e.data)));
    const second = await ourLogin(server.url, 'dave');
    expect(await kicked).toEqual({ type: TIM.TYPES.KICKED_OUT_MULT_ACCOUNT });
    expect(first.isReady()).toBe(false);
    expect(second.isReady()).toBe(true);
    await first.destroy();
    await second.destroy();
  });
});
