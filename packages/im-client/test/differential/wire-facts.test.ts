import { describe, expect, it } from 'vitest';
import TIM, { type Message } from '../../src/index.ts';
import { APP_ID, until } from '../support/server.ts';
import { c2cItem, FakeService, flush } from '../fake-service.ts';
import { factsServer } from './facts-setup.ts';
import { type Frame } from './harness.ts';

// The wire differences the differential harness found (issue #29), one test each, named after the wire fact of
// the official SDK (tim-js-sdk 2.27.6) that our client now follows.
const { keep, login, recorded } = factsServer();

const bodiesOf = (frames: Frame[], servcmd: string) => frames.filter((f) => f.servcmd === servcmd).map((f) => f.body);

describe('wire facts of the official SDK (issue #29, found by the differential harness)', () => {
  it('get_joined_group_list: both services are asked with the official ResponseFilter (the cloud answers bare group IDs without one)', async () => {
    const { client, frames } = await recorded('wf-groups');
    await client.getGroupList();
    await client.getJoinedCommunityList();
    const filter = {
      GroupBaseInfoFilter: ['Type', 'Name', 'FaceUrl', 'NextMsgSeq', 'LastMsgTime', 'AtInfoList', 'LastRecallTime'],
      SelfInfoFilter: ['Role', 'JoinTime', 'MsgFlag', 'MsgSeq'],
    };
    const asked = [
      ...bodiesOf(frames, 'group_open_http_svc.get_joined_group_list'),
      ...bodiesOf(frames, 'million_group_open_http_svc.get_joined_group_list'),
    ];
    expect(asked.length).toBeGreaterThanOrEqual(4);
    for (const body of asked) expect(body).toMatchObject({ Limit: 50, ResponseFilter: filter });
    expect(asked.map((b) => b.SupportTopic)).toContain(1);
  });

  it('recentcontact.update_contact_group carries UpdateType 1 for renames and for adding or removing conversations', async () => {
    const { client, frames } = await recorded('wf-folders');
    const peer = await login('wf-folder-peer');
    await peer.sendMessage(
      peer.createTextMessage({ to: 'wf-folders', conversationType: 'C2C', payload: { text: 'x' } }),
    );
    await client.getConversationList();
    await client.createConversationGroup({ groupName: 'f', conversationIDList: ['C2Cwf-folder-peer'] });
    await client.deleteConversationsFromGroup({ groupName: 'f', conversationIDList: ['C2Cwf-folder-peer'] });
    await client.addConversationsToGroup({ groupName: 'f', conversationIDList: ['C2Cwf-folder-peer'] });
    await client.renameConversationGroup({ oldName: 'f', newName: 'g' });
    const updates = bodiesOf(frames, 'recentcontact.update_contact_group');
    expect(updates.map((b) => (b.UpdateGroup as { UpdateGroupType: number }).UpdateGroupType)).toEqual([2, 2, 1]);
    for (const body of updates) expect(body.UpdateType).toBe(1);
  });

  it('get_pendency: community applications are asked of million_group_open_http_svc with no Type key', async () => {
    const { client, frames } = await recorded('wf-pendency');
    await client.getGroupApplicationList();
    const community = bodiesOf(frames, 'million_group_open_http_svc.get_pendency');
    expect(community).toEqual([{ StartTime: 0, Limit: 20, Handle_Account: 'wf-pendency' }]);
    expect(bodiesOf(frames, 'group_open_http_svc.get_pendency')).toEqual(community);
  });

  it('apply_join_group and handle_apply_join_group: no ApplyMsg or ApprovalMsg key when the app gives none', async () => {
    const owner = await recorded('wf-owner');
    const applicant = await recorded('wf-applicant');
    const groupID = (
      await owner.client.createGroup({ type: 'Public', name: 'wf', joinOption: 'NeedPermission' } as never)
    ).data.group.groupID as string;
    await applicant.client.joinGroup({ groupID });
    // HugeGroupHistoryMsgFlag: the official SDK asks it of every join where the history ability is bought.
    expect(bodiesOf(applicant.frames, 'group_open_http_svc.apply_join_group')).toEqual([
      { GroupId: groupID, WebPushFlag: 1, HugeGroupHistoryMsgFlag: 1 },
    ]);
    const { applicationList } = (await owner.client.getGroupApplicationList()).data;
    await owner.client.handleGroupApplication({ handleAction: 'Agree', application: applicationList[0] } as never);
    const [handled] = bodiesOf(owner.frames, 'group_open_http_svc.handle_apply_join_group');
    expect(Object.keys(handled ?? {}).sort()).toEqual([
      'Applicant_Account',
      'Authentication',
      'GroupId',
      'HandleMsg',
      'MsgKey',
    ]);
  });

  it('deleteMessage of a group system notice rejects with CANNOT_DELETE_GROUP_SYSTEM_NOTICE (2116), as the official SDK', async () => {
    const { client } = await recorded('wf-notice');
    const owner = await login('wf-notice-owner');
    const notices: Message[] = [];
    client.on(TIM.EVENT.MESSAGE_RECEIVED, (e) =>
      notices.push(...(e.data as Message[]).filter((m) => m.conversationType === '@TIM#SYSTEM')),
    );
    const groupID = (await owner.createGroup({ type: 'Public', name: 'wf-n', memberList: [{ userID: 'wf-notice' }] }))
      .data.group.groupID as string;
    await owner.setGroupMemberRole({ groupID, userID: 'wf-notice', role: 'Admin' });
    await until(() => notices.length > 0, 5000, 'the set-admin notice');
    await expect(client.deleteMessage([notices[0] as Message])).rejects.toMatchObject({ code: 2116 });
  });

  it('§5 a topic-supporting community takes no group-level message: sendMessage rejects with MESSAGE_SEND_GROUP_WITH_TOPIC_FAIL (2115)', async () => {
    const { client, frames } = await recorded('wf-topics');
    const groupID = '@TGS#_wf_topics';
    await client.createGroup({ type: 'Community', name: 'wf-t', groupID, isSupportTopic: true } as never);
    expect((await client.getGroupProfile({ groupID })).data.group.isSupportTopic).toBe(true);
    const text = client.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'hi' } });
    await expect(client.sendMessage(text)).rejects.toMatchObject({ code: 2115 });
    expect(frames.filter((f) => f.servcmd.endsWith('.send_group_msg'))).toEqual([]);
    // A community without topics still takes them.
    await client.createGroup({ type: 'Community', name: 'wf-plain', groupID: '@TGS#_wf_plain' } as never);
    const plain = client.createTextMessage({ to: '@TGS#_wf_plain', conversationType: 'GROUP', payload: { text: 'x' } });
    await expect(client.sendMessage(plain)).resolves.toMatchObject({ code: 0 });
  });

  it('openim_msg_ext_http_svc.group_get_key_values: the first page names no startSeq, as the official SDK asks it', async () => {
    const { client, frames } = await recorded('wf-ext');
    const groupID = (await client.createGroup({ type: 'Public', name: 'wf-ext' })).data.group.groupID as string;
    const message = client.createTextMessage({
      to: groupID,
      conversationType: 'GROUP',
      payload: { text: 'x' },
      isSupportExtension: true,
    } as never);
    await client.sendMessage(message);
    await client.getMessageExtensions(message);
    expect(bodiesOf(frames, 'openim_msg_ext_http_svc.group_get_key_values')).toEqual([
      { GroupId: groupID, MsgSeq: message.sequence },
    ]);
  });
});

describe('signalling in the one-to-one sync (issue #29)', () => {
  it('§4 an item of openim.getmsg with EventArray event 10 is a notice, handled as its push: a revoke notice revokes, no message is made of it', async () => {
    const service = new FakeService();
    const withdraw = { From_Account: 'peer', To_Account: 'me', MsgSeq: 5, MsgRandom: 5, MsgTimeStamp: 1_800_000_005 };
    service.replies.set('openim.getmsg', {
      Cookie: '1',
      SyncFlag: 2,
      MsgList: [
        c2cItem('peer', 5, 'oops'),
        {
          EventArray: [
            { Event: 10, C2cNotifyMsgArray: [{ WithdrawC2cMsgNotify: { C2cWithdrawInfoArray: [withdraw] } }] },
          ],
        },
      ],
    });
    const client = TIM.create({ SDKAppID: APP_ID, proxyServer: 'ws://fake', WebSocket: service.WebSocket });
    keep(client);
    const revoked: Message[] = [];
    client.on(TIM.EVENT.MESSAGE_REVOKED, (e) => revoked.push(...(e.data as Message[])));
    const ready = new Promise((r) => client.on(TIM.EVENT.SDK_READY, r));
    await client.login({ userID: 'me', userSig: 'sig' });
    await ready;
    await flush();
    expect(revoked.map((m) => [m.payload, m.isRevoked])).toEqual([[{ text: 'oops' }, true]]);
    const { messageList } = (await client.getMessageList({ conversationID: 'C2Cpeer' })).data;
    expect(messageList.map((m) => [m.payload, m.isRevoked])).toEqual([[{ text: 'oops' }, true]]);
  });

  it('sendMessage to a group not held asks get_group_self_member_info (the official guardForAVChatRoom) and sends nothing when the service does not know the group', async () => {
    const { client, frames } = await recorded('wf-guard');
    const from = frames.length;
    const message = client.createTextMessage({ to: 'wf-no-such', conversationType: 'GROUP', payload: { text: 'x' } });
    const code = await client.sendMessage(message).then(
      () => 0,
      (e: { code: number }) => e.code,
    );
    expect(code).toBe(10010);
    expect(frames.slice(from).map((f) => f.servcmd)).toEqual(['group_open_http_svc.get_group_self_member_info']);
  });
});
