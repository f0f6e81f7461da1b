import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// Topic conversations on a fresh instance (issue #15 leftover): the official SDK builds them from a community's
// topic list, keeps them out of the conversation list and the total unread, and reaches them by ID. Ours the same.
let server: ImServer;
let owner: ChatClient;
let theirs: Tim;
let mine: ChatClient;
const community = '@TGS#_topicconv';
const topics: string[] = [];

beforeAll(async () => {
  server = await startServer();
  owner = await ours(server, 'tc-owner');
  await owner.createGroup({ type: 'Community', name: 'league', groupID: community, isSupportTopic: true });
  await owner.addGroupMember({ groupID: community, userIDList: ['tc-ours', 'tc-official'] });
  for (const topicName of ['derby', 'quiet'])
    topics.push((await owner.createTopicInCommunity({ groupID: community, topicName })).data.topicID);
  // Sent before either receiver logs in: only the topic list tells them of it.
  await send(topics[0]!, 'goal');
  theirs = await official(server, 'tc-official');
  mine = await ours(server, 'tc-ours');
}, 60_000);

afterAll(async () => {
  await theirs.logout().catch(() => undefined);
  await mine.destroy();
  await owner.destroy();
  await server.close();
});

async function send(to: string, text: string): Promise<void> {
  await owner.sendMessage(owner.createTextMessage({ to, conversationType: 'GROUP', payload: { text } }));
}

interface Conv {
  conversationID: string;
  type: string;
  unreadCount: number;
  lastMessage: { messageForShow: string };
}
interface Instance {
  getConversationList(): Promise<{ data: { conversationList: Conv[] } }>;
  getConversationProfile(id: string): Promise<{ data: { conversation: Conv } }>;
  getTotalUnreadMessageCount(): number;
}

/** What an SDK shows of the topics: listed conversations, each topic's conversation, the total unread. */
async function viewOf(sdk: Instance): Promise<unknown> {
  const topicConversations = await Promise.all(
    topics.map((id) =>
      sdk.getConversationProfile(`GROUP${id}`).then(
        ({ data: { conversation: c } }) => ({
          conversationID: c.conversationID,
          type: c.type,
          unreadCount: c.unreadCount,
          lastMessage: c.lastMessage.messageForShow,
        }),
        (err: { code: number }) => ({ code: err.code }),
      ),
    ),
  );
  return {
    listed: (await sdk.getConversationList()).data.conversationList.map((c) => c.conversationID),
    topicConversations,
    total: sdk.getTotalUnreadMessageCount(),
  };
}

describe('topic conversations, ours and the official SDK (spec §6 topics)', () => {
  it('§6 topic unread: a topic list builds each topic conversation with its unread, out of the conversation list, as the official SDK does; a message then updates it', async () => {
    await theirs.getTopicList({ groupID: community });
    await mine.getTopicList({ groupID: community });
    const built = await viewOf(mine);
    expect(built).toEqual(await viewOf(theirs));
    expect(built).toMatchObject({
      listed: [],
      topicConversations: [
        { conversationID: `GROUP${topics[0]}`, type: TIM.TYPES.CONV_TOPIC, unreadCount: 1 },
        { conversationID: `GROUP${topics[1]}`, type: TIM.TYPES.CONV_TOPIC, unreadCount: 0 },
      ],
      total: 0,
    });

    await send(topics[1]!, 'kick-off');
    const arrived = async (sdk: Instance) =>
      (await sdk.getConversationProfile(`GROUP${topics[1]}`)).data.conversation.unreadCount === 1;
    await until(async () => (await arrived(mine)) && (await arrived(theirs)), 8000, 'the topic message at both');
    expect(await viewOf(mine)).toEqual(await viewOf(theirs));
  }, 30_000);
});
