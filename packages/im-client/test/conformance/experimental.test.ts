import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// callExperimentalAPI's sending names against the same service, ours beside the official SDK (issue #16 leftover):
// sendComboMessage sends a wire body as it is; sendTRTCCustomData relays to the TRTC room service (which this
// service is not: both SDKs resolve with its refusal) and refuses other commands; handleGroupInvitation sends the
// invitation answer (a command this service does not have: both reject with its code).
let server: ImServer;
let mine: ChatClient;
let theirs: Tim;
const sdks = (): [string, ChatClient | Tim, string][] => [
  ['ours', mine, 'xp-ours'],
  ['the official SDK', theirs, 'xp-official'],
];

beforeAll(async () => {
  server = await startServer();
  mine = await ours(server, 'xp-ours');
  theirs = await official(server, 'xp-official');
}, 30_000);

afterAll(async () => {
  await theirs.logout().catch(() => undefined);
  await mine.destroy();
  await server.close();
});

const outcome = async (call: () => unknown): Promise<unknown> => {
  try {
    return { resolved: await call() };
  } catch (err) {
    return { rejected: (err as { code?: number }).code };
  }
};

describe('callExperimentalAPI sending names (the official SDK as the peer)', () => {
  it('sendComboMessage sends a wire body as a message, which the peer receives and the sender lists; no message body fails 2100', async () => {
    for (const [name, sdk, userID] of sdks()) {
      const peer = userID === 'xp-ours' ? 'xp-official' : 'xp-ours';
      const text = `combo from ${name}`;
      const body = { To_Account: peer, MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }] };
      const sent = (await sdk.callExperimentalAPI('sendComboMessage', body)) as {
        code: number;
        data: { message: Record<string, unknown> };
      };
      expect(sent.code).toBe(0);
      expect(sent.data.message).toMatchObject({
        conversationID: `C2C${peer}`,
        from: userID,
        to: peer,
        flow: 'out',
        type: 'TIMTextElem',
        payload: { text },
      });
      const other = userID === 'xp-ours' ? theirs : mine;
      const lastOf = async (s: ChatClient | Tim, id: string) =>
        (await s.getConversationProfile(id).catch(() => null))?.data.conversation.lastMessage.messageForShow;
      expect(await lastOf(sdk, `C2C${peer}`)).toBe(text);
      await until(async () => (await lastOf(other, `C2C${userID}`)) === text, 8000, `${name}'s combo at the peer`);
      expect(await outcome(() => sdk.callExperimentalAPI('sendComboMessage', { foo: 1 }))).toEqual({ rejected: 2100 });
    }
  });

  it('sendTRTCCustomData resolves with the room service answer and refuses another command with 2995', async () => {
    const answers = [];
    for (const [, sdk] of sdks()) {
      answers.push(await outcome(() => sdk.callExperimentalAPI('sendTRTCCustomData', { data: '{"RoomId":"r1"}' })));
      expect(
        await outcome(() => sdk.callExperimentalAPI('sendTRTCCustomData', { serviceCommand: 'other.cmd', data: {} })),
      ).toEqual({ rejected: 2995 });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ resolved: { code: 0, data: { ActionStatus: 'FAIL', ErrorCode: 60020 } } });
  });

  it('handleGroupInvitation sends the answer to the service, which refuses it alike for both', async () => {
    const invitation = {
      message: {
        payload: { groupProfile: { groupID: 'g1' }, authentication: 'auth', messageKey: 'key', operatorID: 'xp-owner' },
      },
      handleAction: 'Agree',
    };
    const results = [];
    for (const [, sdk] of sdks())
      results.push(await outcome(() => sdk.callExperimentalAPI('handleGroupInvitation', invitation)));
    expect(results).toEqual([{ rejected: 60020 }, { rejected: 60020 }]);
  });
});
