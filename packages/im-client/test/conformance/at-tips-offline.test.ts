import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// A user @-mentioned while offline still sees the tip after logging in (issue #16): the service keeps it and
// lists it at sync; history keeps each message's atUserList. Ours and the official SDK as receivers alike.
let server: ImServer;
let owner: ChatClient;
let sender: Tim;
// One group per receiver, so the at-all mention of one test is no tip in the other.
const groupOf = (userID: string): string => `group-${userID}`;

beforeAll(async () => {
  server = await startServer();
  owner = await ours(server, 'ato-owner');
  for (const receiver of ['ato-ours', 'ato-official']) {
    await owner.createGroup({ type: TIM.TYPES.GRP_WORK, name: 'derby', groupID: groupOf(receiver) });
    await owner.addGroupMember({ groupID: groupOf(receiver), userIDList: ['ato-sender', receiver] });
  }
  sender = await official(server, 'ato-sender');
}, 60_000);

afterAll(async () => {
  await sender?.logout().catch(() => undefined);
  await owner.destroy();
  await server.close();
});

interface AtInfo {
  from: string;
  groupID: string;
  messageSequence: number;
  atTypeArray: number[];
}
/** What both SDKs share for this test. */
interface Instance {
  getConversationProfile(id: string): Promise<{ data: { conversation: { groupAtInfoList: AtInfo[] } } }>;
  getMessageList(options: {
    conversationID: string;
  }): Promise<{ data: { messageList: { sequence: number; atUserList: string[] }[] } }>;
  setMessageRead(options: { conversationID: string }): Promise<unknown>;
}
const tipsOf = async (client: Instance, conversationID: string): Promise<AtInfo[]> =>
  (await client.getConversationProfile(conversationID)).data.conversation.groupAtInfoList;

const SDKS: { name: string; userID: string; login: () => Promise<Instance>; logout: (i: Instance) => Promise<void> }[] =
  [
    {
      name: 'ours',
      userID: 'ato-ours',
      login: () => ours(server, 'ato-ours'),
      logout: (i) => (i as ChatClient).destroy(),
    },
    {
      name: 'the official SDK',
      userID: 'ato-official',
      login: () => official(server, 'ato-official'),
      logout: (i) => (i as Tim).logout().catch(() => undefined),
    },
  ];

describe('@-mentions while offline (spec §3 group-at info, §7 delete at-tips)', () => {
  for (const sdk of SDKS)
    it(`§3 group-at info: ${sdk.name}, mentioned while offline, sees the tip after login and the message's atUserList; reading clears it for good`, async () => {
      const group = groupOf(sdk.userID);
      const conversationID = `GROUP${group}`;
      const sent = await sender.sendMessage(
        sender.createTextAtMessage({
          to: group,
          conversationType: TIM.TYPES.CONV_GROUP,
          payload: { text: `@${sdk.userID} and everyone`, atUserList: [sdk.userID, TIM.TYPES.MSG_AT_ALL] },
        }),
      );
      const sequence = (sent.data as { message: { sequence: number } }).message.sequence;

      const receiver = await sdk.login();
      await until(async () => (await tipsOf(receiver, conversationID)).length > 0, 8000, `the at tip at ${sdk.name}`);
      expect(
        (await tipsOf(receiver, conversationID)).map(({ from, groupID, messageSequence, atTypeArray }) => ({
          from,
          groupID,
          messageSequence,
          atTypeArray,
        })),
      ).toEqual([
        { from: 'ato-sender', groupID: group, messageSequence: sequence, atTypeArray: [TIM.TYPES.CONV_AT_ALL_AT_ME] },
      ]);
      const history = (await receiver.getMessageList({ conversationID })).data.messageList;
      expect(history.find((m) => m.sequence === sequence)?.atUserList).toEqual([sdk.userID, TIM.TYPES.MSG_AT_ALL]);

      await receiver.setMessageRead({ conversationID });
      // The official SDK clears its list once the service has deleted the tips.
      await until(
        async () => (await tipsOf(receiver, conversationID)).length === 0,
        8000,
        'the tip cleared by reading',
      );
      await sdk.logout(receiver);

      const again = await sdk.login();
      expect(await tipsOf(again, conversationID)).toEqual([]);
      await sdk.logout(again);
    }, 60_000);
});
