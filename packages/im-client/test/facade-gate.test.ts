import { afterEach, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../src/index.ts';
import { ERROR_CODES } from '../src/errors.ts';
import { FakeService } from './fake-service.ts';

const clients: ChatClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.destroy();
});

// One call of each module whose methods the facade gates (expose(..., gate)), called with no arguments at all.
const gated: ((c: ChatClient) => unknown)[] = [
  (c) => c.sendMessage(undefined as never),
  (c) => c.createGroup(undefined as never),
  (c) => c.getConversationProfile(undefined as never),
  (c) => c.getUserProfile(undefined as never),
  (c) => c.addFriend(undefined as never),
  (c) => c.getUserStatus(undefined as never),
  (c) => c.createConversationGroup(undefined as never),
  (c) => c.getGroupAttributes(undefined as never),
  (c) => c.markGroupMemberList(undefined as never),
  (c) => c.getTopicList(undefined as never),
  (c) => c.getMessageReadReceiptList(undefined as never),
  (c) => c.getMessageExtensions(undefined as never),
  (c) => c.translateText(undefined as never),
  (c) => c.modifyMessage(undefined as never),
];

describe('the facade gate (spec §4: calls before ready)', () => {
  it('§4 a gated call before ready is a rejected promise with 2999 and an ERROR event, before any argument check', async () => {
    const c = TIM.create({ SDKAppID: 1400000001, proxyServer: 'ws://fake', WebSocket: new FakeService().WebSocket });
    clients.push(c);
    const errors: unknown[] = [];
    c.on(TIM.EVENT.ERROR, (e) => errors.push(e.data));
    for (const call of gated) {
      let result: unknown;
      expect(() => (result = call(c))).not.toThrow();
      await expect(result).rejects.toMatchObject({ code: ERROR_CODES.SDK_IS_NOT_READY });
    }
    expect(errors).toHaveLength(gated.length);
  });

  it('§4 guest calls are not gated: quitGroup checks its argument first', async () => {
    const c = TIM.create({ SDKAppID: 1400000001, proxyServer: 'ws://fake', WebSocket: new FakeService().WebSocket });
    clients.push(c);
    await expect(c.quitGroup('')).rejects.toMatchObject({ code: ERROR_CODES.PARAMS_VALIDATE_FAILED });
    expect(c.findMessage('nope')).toBeNull();
  });
});
