import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { OtherDevice } from '../support/other-device.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// A topic's remind type set on one instance of a user reaches the user's other instance (a phone beside the web)
// by system notice 20, for ours and for the official SDK alike, and is listed again after a reload.
let server: ImServer;
let owner: ChatClient;
const community = '@TGS#_remind';
let topicID = '';

beforeAll(async () => {
  server = await startServer();
  owner = await ours(server, 'tr-owner');
  await owner.createGroup({ type: 'Community', name: 'league', groupID: community, isSupportTopic: true });
  await owner.addGroupMember({ groupID: community, userIDList: ['tr-ours', 'tr-official'] });
  topicID = (await owner.createTopicInCommunity({ groupID: community, topicName: 'derby' })).data.topicID;
}, 60_000);

afterAll(async () => {
  await owner.destroy();
  await server.close();
});

interface RemindTopic {
  topicID: string;
  selfInfo: { messageRemindType: string };
}
/** What both SDKs share for this test. */
interface Instance {
  on(name: string, listener: (e: { data: unknown }) => void): void;
  getTopicList(options: { groupID: string }): Promise<{ data: { successTopicList: unknown[] } }>;
  setMessageRemindType(options: { groupID: string; messageRemindType: string }): Promise<unknown>;
}
const remindOf = async (client: Instance): Promise<string | undefined> => {
  const list = (await client.getTopicList({ groupID: community })).data.successTopicList as RemindTopic[];
  return list.find((t) => t.topicID === topicID)?.selfInfo.messageRemindType;
};
/** The remind types the phone was told of (notice 20 of the topic). */
const toldPhone = (phone: OtherDevice): string[] =>
  phone.pushes.flatMap((push) =>
    ((push.EventArray ?? []) as { GroupTips?: { TopicId?: string; MsgBody: { OpType: number; MsgFlag: string } }[] }[])
      .flatMap((e) => e.GroupTips ?? [])
      .filter((tip) => tip.TopicId === topicID && tip.MsgBody.OpType === 20)
      .map((tip) => tip.MsgBody.MsgFlag),
  );

const SDKS: { name: string; userID: string; login: () => Promise<Instance>; logout: (i: Instance) => Promise<void> }[] =
  [
    {
      name: 'ours',
      userID: 'tr-ours',
      login: () => ours(server, 'tr-ours'),
      logout: (i) => (i as ChatClient).destroy(),
    },
    {
      name: 'the official SDK',
      userID: 'tr-official',
      login: () => official(server, 'tr-official'),
      logout: (i) => (i as Tim).logout().catch(() => undefined),
    },
  ];

describe('topic remind type: system notice 20 (§4) between two instances of one user', () => {
  for (const sdk of SDKS)
    it(`§4 notice 20: ${sdk.name} sets a topic's remind type, the phone is told; the phone's change updates it without reload; a reload lists it`, async () => {
      const web = await sdk.login();
      const phone = await OtherDevice.login(server, sdk.userID);
      const updated: string[] = [];
      web.on(TIM.EVENT.TOPIC_UPDATED, (e) => {
        const { groupID, topic } = e.data as { groupID: string; topic: RemindTopic };
        if (groupID === community && topic.topicID === topicID) updated.push(topic.selfInfo.messageRemindType);
      });
      expect(await remindOf(web)).toBe('AcceptAndNotify');

      await web.setMessageRemindType({ groupID: topicID, messageRemindType: TIM.TYPES.MSG_REMIND_DISCARD });
      await until(() => toldPhone(phone).includes('Discard'), 8000, 'notice 20 at the phone');
      expect(updated).toEqual(['Discard']);
      expect(await remindOf(web)).toBe('Discard');

      await phone.request('million_group_open_http_svc.modify_group_member_info', {
        GroupId: community,
        TopicId: topicID,
        Member_Account: sdk.userID,
        MsgFlag: 'AcceptNotNotify',
      });
      await until(() => updated.at(-1) === 'AcceptNotNotify', 8000, `${sdk.name} to apply notice 20`);
      expect(await remindOf(web)).toBe('AcceptNotNotify');
      // The phone's own change is not echoed back to it.
      expect(toldPhone(phone)).toEqual(['Discard']);

      await sdk.logout(web);
      const reloaded = await sdk.login();
      expect(await remindOf(reloaded)).toBe('AcceptNotNotify');
      // The remind type is this user's: another member's and the community's own stay as they were.
      expect(await remindOf(owner)).toBe('AcceptAndNotify');
      const groups = (await owner.getGroupList()).data.groupList;
      expect(groups.find((g) => g.groupID === community)?.selfInfo.messageRemindType).toBe('AcceptAndNotify');
      phone.close();
      await sdk.logout(reloaded);
    });
});
