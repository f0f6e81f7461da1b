import { describe, expect, it } from 'vitest';
import TIM, { type ChatClient, ERROR_CODES, type Message } from '../../src/index.ts';
import { isGroupAnnouncement } from '../support/group-announcement.ts';
import { ourLogin, startServer, until } from '../support/server.ts';
import { factsServer } from './facts-setup.ts';
import type { Frame } from './harness.ts';

// Messages to chosen members of a group (receiverList, issue #29): the official SDK's wire, and the stand-in as
// strict as the cloud (only the chosen members get and see them).
const { login, recorded } = factsServer();

const textTo = (from: ChatClient, groupID: string, text: string, receiverList?: string[]) =>
  from.sendMessage(from.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text }, receiverList }));

/** The texts the test sent to the group (createGroup's announcement left out). */
const texts = async (client: ChatClient, groupID: string): Promise<string[]> =>
  ((await client.getMessageList({ conversationID: `GROUP${groupID}` })).data.messageList as Message[])
    .filter((m) => !isGroupAnnouncement(m))
    .map((m) => (m.payload as { text: string }).text);

describe('receiverList as the official SDK and the cloud (issue #29)', () => {
  it('§5 receiverList: send_group_msg carries the first 50 chosen members as To_Account, and no To_Account without them', async () => {
    const frames: Frame[] = [];
    const { client: me } = await recorded('rl-wire-me', frames);
    await me.createGroup({ type: 'Public', name: 'w', groupID: 'rl-wire' });
    const many = Array.from({ length: 51 }, (_, i) => `rl-wire-${i}`);
    // The service refuses them (not members): what counts here is what was sent.
    await textTo(me, 'rl-wire', 'to many', many).catch(() => undefined);
    await textTo(me, 'rl-wire', 'to all');
    // The test's texts: createGroup's announcement (a custom message) is sent before them.
    const sent = frames
      .filter((f) => f.servcmd === 'group_open_http_svc.send_group_msg')
      .map((f) => f.body)
      .filter((b) => (b.MsgBody as { MsgType: string }[])[0]?.MsgType === 'TIMTextElem');
    expect(sent.map((b) => b.To_Account)).toEqual([many.slice(0, 50), undefined]);
    expect('To_Account' in (sent[1] as object)).toBe(false);
  });

  it('§5 receiverList: only the chosen members get the message and see it in history and unread; the others pass over its sequence', async () => {
    const me = await login('rl-me');
    const chosen = await login('rl-chosen');
    const other = await login('rl-other');
    await me.createGroup({
      type: 'Public',
      name: 'r',
      groupID: 'rl-g',
      memberList: [{ userID: 'rl-chosen' }, { userID: 'rl-other' }],
    });
    const got: Record<string, string[]> = { chosen: [], other: [] };
    for (const [name, c] of [
      ['chosen', chosen],
      ['other', other],
    ] as const)
      c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) =>
        got[name]!.push(
          ...(e.data as Message[])
            .filter((m) => m.to === 'rl-g' && !isGroupAnnouncement(m))
            .map((m) => m.payload.text as string),
        ),
      );
    await textTo(me, 'rl-g', 'secret', ['rl-chosen']);
    await textTo(me, 'rl-g', 'public');
    await until(() => got.chosen!.includes('public') && got.other!.includes('public'), 5000, 'both got the public one');
    expect(got.chosen).toEqual(['secret', 'public']);
    expect(got.other).toEqual(['public']);
    // A fresh login (another device) reads history and unread from the service.
    for (const [user, seen] of [
      ['rl-other', ['public']],
      ['rl-chosen', ['secret', 'public']],
    ] as const) {
      const again = await login(user);
      expect(await texts(again, 'rl-g')).toEqual(seen);
      const conv = (await again.getConversationList()).data.conversationList.find(
        (c) => c.conversationID === 'GROUPrl-g',
      );
      // createGroup's announcement reached every member: unread as the official SDK counts it.
      expect(conv?.unreadCount).toBe(seen.length + 1);
    }
  });

  it('§5 receiverList is a paid ability: without it sendMessage rejects (CANNOT_USE_COMMERCIAL_ABILITY) and sends nothing', async () => {
    const server = await startServer({ commercial: { messageToSpecifiedMembers: false } });
    const me = await ourLogin(server.url, 'rl-paid-me');
    try {
      await me.createGroup({ type: 'Public', name: 'p', groupID: 'rl-paid', memberList: [{ userID: 'rl-paid-a' }] });
      await expect(textTo(me, 'rl-paid', 'x', ['rl-paid-a'])).rejects.toMatchObject({
        code: ERROR_CODES.CANNOT_USE_COMMERCIAL_ABILITY,
      });
      expect(await texts(me, 'rl-paid')).toEqual([]);
    } finally {
      await me.destroy();
      await server.close();
    }
  });
});
