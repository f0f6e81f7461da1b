import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// One-to-one remind types (setMessageRemindType with userIDList), ours and the official SDK on one service.
let server: ImServer;
let peer: ChatClient;

beforeAll(async () => {
  server = await startServer();
  peer = await ours(server, 'rm-peer');
}, 60_000);

afterAll(async () => {
  await peer.destroy();
  await server.close();
});

type Remind = {
  data: { successUserIDList: { userID: string }[]; failureUserIDList: { userID: string; code: number }[] };
};
type Conversations = { data: { conversationList: { conversationID: string; messageRemindType: string }[] } };

describe('one-to-one remind types (issue #29)', () => {
  it('§4 setMessageRemindType userIDList: set per peer, refused per peer, read back at the next login, on both SDKs', async () => {
    const run = async (login: () => Promise<ChatClient | Tim>, me: string) => {
      const client = await login();
      await peer.sendMessage(peer.createTextMessage({ to: me, conversationType: 'C2C', payload: { text: 'hi' } }));
      const remindOf = async (c: ChatClient | Tim) =>
        ((await c.getConversationList()) as Conversations).data.conversationList.find(
          (x) => x.conversationID === 'C2Crm-peer',
        )?.messageRemindType;
      await until(async () => (await remindOf(client)) !== undefined, 8000, `${me} has the conversation`);
      const answer = (await client.setMessageRemindType({
        userIDList: ['rm-peer', 'rm-nobody'],
        messageRemindType: TIM.TYPES.MSG_REMIND_ACPT_NOT_NOTE,
      })) as Remind;
      const set = await remindOf(client);
      await (client as { logout(): Promise<unknown> }).logout();
      const again = await login();
      // The official SDK reads the remind types after the list: wait for it (an empty type means not read yet).
      await until(async () => Boolean(await remindOf(again)), 8000, `${me} again has the remind type`).catch(
        () => undefined,
      );
      const reread = await remindOf(again);
      await (again as { logout(): Promise<unknown> }).logout();
      return { answer: answer.data, set, reread };
    };
    const theirs = await run(() => official(server, 'rm-official'), 'rm-official');
    expect(theirs).toEqual({
      answer: { successUserIDList: [{ userID: 'rm-peer' }], failureUserIDList: [{ userID: 'rm-nobody', code: 70402 }] },
      set: 'AcceptNotNotify',
      reread: 'AcceptNotNotify',
    });
    expect(await run(() => ours(server, 'rm-ours'), 'rm-ours')).toEqual(theirs);
  });
});
