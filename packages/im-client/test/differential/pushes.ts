import type { ChatClient } from '../../src/index.ts';
import { ME, type Peers, type Side } from './harness.ts';
import { COMM, PUB } from './scenarios.ts';

/**
 * What the peers do that reaches `ME` as a push (issue #29): each runs on both servers, then the events each SDK
 * emitted are compared. The one-to-one and friend rows come first: every list event carries each group's last
 * message, which the group rows leave different for an accepted cause (ZERO_SKIPPED), so they would differ too.
 */
export interface PushScenario {
  name: string;
  act: (peers: Peers, s: Side) => Promise<unknown>;
}

const say = (peer: ChatClient, to: string, conversationType: string, text: string) =>
  peer.sendMessage(peer.createTextMessage({ to, conversationType, payload: { text } }));

/** The message a peer sent last in a scenario, kept per side for the next scenario. */
async function kept(s: Side, key: string, sending: Promise<{ data: { message: unknown } }>): Promise<void> {
  s.vars[key] = (await sending).data.message;
}

export const PUSHES: PushScenario[] = [
  { name: 'one-to-one text', act: (p, s) => kept(s, 'p-c2c', say(p.dpeer, ME, 'C2C', 'push one')) },
  {
    name: 'one-to-one custom',
    act: (p) =>
      p.dpeer.sendMessage(
        p.dpeer.createCustomMessage({ to: ME, conversationType: 'C2C', payload: { data: 'd', description: 'x' } }),
      ),
  },
  { name: 'one-to-one revoke', act: (p, s) => p.dpeer.revokeMessage(s.vars['p-c2c'] as never) },
  { name: 'peer reads my messages', act: (p) => p.dpeer.setMessageRead({ conversationID: `C2C${ME}` }) },
  {
    name: 'friend request',
    act: (p) => p.dpeer4.addFriend({ to: ME, source: 'AddSource_Type_Web', wording: 'x' } as never),
  },
  { name: 'group text', act: (p, s) => kept(s, 'p-group', say(p.dpeer, PUB, 'GROUP', 'push group')) },
  { name: 'group revoke', act: (p, s) => p.dpeer.revokeMessage(s.vars['p-group'] as never) },
  {
    name: 'group message modified',
    act: async (p, s) => {
      await kept(s, 'p-edit', say(p.dpeer, PUB, 'GROUP', 'to edit'));
      await new Promise((r) => setTimeout(r, 300));
      const message = s.vars['p-edit'] as { payload: { text: string } };
      message.payload.text = 'edited';
      return p.dpeer.modifyMessage(message as never);
    },
  },
  { name: 'member joins (tip 1)', act: (p) => p.dpeer.addGroupMember({ groupID: PUB, userIDList: ['dpeer2'] }) },
  { name: 'group profile changed (tip 6)', act: (p) => p.dpeer.updateGroupProfile({ groupID: PUB, name: 'renamed' }) },
  {
    name: 'member kicked (tip 3)',
    act: (p) => p.dpeer.deleteGroupMember({ groupID: PUB, userIDList: ['dpeer2'] }),
  },
  {
    name: 'made admin (notice 9)',
    act: (p) => p.dpeer.setGroupMemberRole({ groupID: PUB, userID: ME, role: 'Admin' } as never),
  },
  {
    name: 'topic created',
    act: (p) => p.dpeer.createTopicInCommunity({ groupID: COMM, topicName: 'pushed' } as never),
  },
  { name: 'topic message', act: (p) => say(p.dpeer, `${COMM}@TOPIC#_dtopic`, 'GROUP', 'in topic') },
];
