import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// A community and its topics between our client and the official SDK on a real im-server.
let server: ImServer;
let a: ChatClient;
let b: Tim;
const community = '@TGS#_conformance';

beforeAll(async () => {
  server = await startServer();
  a = await ours(server, 'topic-ours-a');
  b = await official(server, 'topic-official-b');
  await a.createGroup({ type: 'Community', name: 'league', groupID: community, isSupportTopic: true });
  await a.addGroupMember({ groupID: community, userIDList: ['topic-official-b'] });
}, 60_000);

afterAll(async () => {
  await Promise.all([a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

describe('communities and topics with the official SDK', () => {
  it('§6 a topic created by ours is listed by the official SDK, which messages it; ours counts it unread', async () => {
    expect((await a.getJoinedCommunityList()).data.groupList.map((g) => g.groupID)).toEqual([community]);
    const created = new Promise((resolve) => a.on(TIM.EVENT.TOPIC_CREATED, resolve));
    const { topicID } = (await a.createTopicInCommunity({ groupID: community, topicName: 'derby' })).data;
    await created;
    expect(topicID.startsWith(`${community}@TOPIC#_`)).toBe(true);
    await until(
      async () => (await b.getTopicList({ groupID: community })).data.successTopicList.length === 1,
      8000,
      'the official SDK to list the topic',
    );
    await b.sendMessage(b.createTextMessage({ to: topicID, conversationType: 'GROUP', payload: { text: 'goal!' } }));
    await new Promise((r) => setTimeout(r, 300));
    // The topic list is cached 300 s; an update refetches it.
    const updated = await a.updateTopicProfile({ groupID: community, topicID, notification: 'kick-off 20:00' });
    expect(updated.data.topic).toMatchObject({ topicID, topicName: 'derby', notification: 'kick-off 20:00' });
    expect(updated.data.topic.unreadCount).toBe(1);
    await expect(
      a.updateTopicProfile({ groupID: community, topicID: '@TGS#_other@TOPIC#_x', topicName: 'x' }),
    ).rejects.toMatchObject({ code: 3021 });
    const deleted = await a.deleteTopicFromCommunity({ groupID: community, topicIDList: [topicID] });
    expect(deleted.data.successTopicList).toEqual([{ topicID }]);
    expect((await a.getTopicList({ groupID: community })).data.successTopicList).toEqual([]);
  });
});
