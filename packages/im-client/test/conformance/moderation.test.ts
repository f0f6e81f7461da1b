import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MODERATION_SCENES, type ImServer, type Lexicon } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import { filterProfanity, MODERATION_SCENE_FLAGS, type LexiconWord } from '../../src/modules/moderation/moderation.ts';
import { loadOfficialSdk, type Tim } from '../support/official-sdk.ts';
import { APP_ID, ours, sig, startServer, until } from '../support/server.ts';

// The profanity lexicon and translation between our client, the official SDK and im-server.
const LEXICON: Lexicon = {
  words: [
    { profanity: 'idiota', filterType: 2 },
    { profanity: '垃圾', filterType: 2, replacement: '**' },
    { profanity: 'slice-one', filterType: 2 },
    { profanity: 'slice-two', filterType: 2 },
    { profanity: 'cheater', filterType: 1 },
  ],
  sliceSize: 2,
};

/** The official SDK filters only with its profanity plugin; this one applies the lexicon our service serves. */
class ProfanityPlugin {
  private words: LexiconWord[] = [];
  onLexiconSliced(list: LexiconWord[]): void {
    this.words.push(...list);
  }
  onLexiconCompleted(list: LexiconWord[]): void {
    this.words.push(...list);
  }
  onToken(): void {}
  reset(): void {
    this.words = [];
  }
  filter(text: string): { type: number; modifiedText: string } {
    return filterProfanity(text, this.words);
  }
}

async function officialWithPlugin(server: ImServer, userID: string): Promise<Tim> {
  const SDK = loadOfficialSdk('tim-js.js');
  const tim = SDK.create({ SDKAppID: APP_ID, proxyServer: server.url });
  tim.setLogLevel(4);
  tim.registerPlugin({ 'tim-profanity-filter-plugin': ProfanityPlugin });
  const ready = new Promise<void>((resolve) => tim.on(SDK.EVENT.SDK_READY, () => resolve()));
  await tim.login({ userID, userSig: sig(userID) });
  await ready;
  return tim;
}

let server: ImServer;
let a: ChatClient;
let b: Tim;
const bGot: string[] = [];
const aGot: string[] = [];

beforeAll(async () => {
  server = await startServer({ lexicon: LEXICON });
  a = await ours(server, 'mod-ours-a', { 'tim-profanity-filter-plugin': ProfanityPlugin });
  b = await officialWithPlugin(server, 'mod-official-b');
  b.on('onMessageReceived', (e: { data: { payload: { text?: string } }[] }) =>
    bGot.push(...e.data.map((m) => m.payload.text ?? '')),
  );
  a.on(TIM.EVENT.MESSAGE_RECEIVED, (e) =>
    aGot.push(...(e.data as { payload: { text?: unknown } }[]).map((m) => String(m.payload.text ?? ''))),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all([a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

const text = (client: ChatClient, to: string, value: string) =>
  client.sendMessage(client.createTextMessage({ to, conversationType: 'C2C', payload: { text: value } }));

describe('profanity lexicon (§4 fetched in slices, §5 outgoing text filtered)', () => {
  it('§5 type 1 blocks: ours refuses with 3123 before sending (the word is in the last of three slices)', async () => {
    await until(async () => {
      const sent = await text(a, 'mod-official-b', 'probe slice-two').catch(() => null);
      return sent?.data.message.payload.text === 'probe *********';
    });
    await expect(text(a, 'mod-official-b', 'you CHEATER')).rejects.toMatchObject({ code: 3123 });
    await new Promise((r) => setTimeout(r, 200));
    expect(bGot.some((t) => /cheater/i.test(t))).toBe(false);
  });

  it('§5 type 2 replaces: the peer receives the replaced text from ours', async () => {
    const sent = await text(a, 'mod-official-b', '垃圾 pass, idiota');
    expect(sent.data.message.payload.text).toBe('** pass, ******');
    await until(() => bGot.includes('** pass, ******'), 5000, 'the replaced text at the official SDK');
  });

  it('§5 the official SDK applies the same lexicon from our service: blocked 3123, replaced text received', async () => {
    const send = (value: string) =>
      b.sendMessage(b.createTextMessage({ to: 'mod-ours-a', conversationType: 'C2C', payload: { text: value } }));
    await until(async () => (await send('cheater').catch((e: { code: number }) => e.code)) === 3123, 8000, 'block');
    await send('垃圾 referee');
    await until(() => aGot.includes('** referee'), 5000, 'the replaced text at ours');
  });

  it('§5 excludedFromContentModeration skips the filter; a new lexicon reaches a client that logs in', async () => {
    const sent = await a.sendMessage(
      a.createTextMessage({ to: 'mod-official-b', conversationType: 'C2C', payload: { text: 'idiota' } }),
      { messageControlInfo: { excludedFromContentModeration: true } },
    );
    expect(sent.data.message.payload.text).toBe('idiota');
    server.setLexicon({ words: [{ profanity: 'idiota', filterType: 1 }], scenesOff: ['group_text_message'] });
    const c = await ours(server, 'mod-ours-c', { 'tim-profanity-filter-plugin': ProfanityPlugin });
    await until(async () => (await text(c, 'mod-official-b', 'idiota').catch((e) => e.code)) === 3123);
    await c.destroy();
  });
});

describe('§5 profanity-filtered group fields', () => {
  it('§5 group name, introduction, notification and name card: type 1 refused with 3123, type 2 replaced', async () => {
    await expect(a.createGroup({ type: 'Public', name: 'cheater club' })).rejects.toMatchObject({ code: 3123 });
    const { group } = (await a.createGroup({ type: 'Public', name: 'Fans', introduction: '垃圾 talk' })).data;
    expect(group.introduction).toBe('** talk');
    await expect(a.updateGroupProfile({ groupID: group.groupID, notification: 'no cheater' })).rejects.toMatchObject({
      code: 3123,
    });
    const updated = await a.updateGroupProfile({ groupID: group.groupID, notification: 'idiota rules' });
    expect(updated.data.group.notification).toBe('****** rules');
    await expect(a.setGroupMemberNameCard({ groupID: group.groupID, nameCard: 'cheater' })).rejects.toMatchObject({
      code: 3123,
    });
    await a.setGroupMemberNameCard({ groupID: group.groupID, nameCard: 'O idiota' });
    const members = await a.getGroupMemberList({ groupID: group.groupID, count: 10 });
    expect(members.data.memberList.find((m) => m.userID === 'mod-ours-a')?.nameCard).toBe('O ******');
  });
});

describe('§5 profanity-filtered friend wording and topic fields', () => {
  it('§5 addFriend wording (sns) and topic name, introduction, notification: 3123 or replaced', async () => {
    await expect(
      a.addFriend({ to: 'mod-official-b', source: 'AddSource_Type_Web', wording: 'hi cheater' }),
    ).rejects.toMatchObject({ code: 3123 });
    const community = '@TGS#_moderated';
    await a.createGroup({ type: 'Community', name: 'league', groupID: community, isSupportTopic: true });
    await expect(a.createTopicInCommunity({ groupID: community, topicName: 'cheater corner' })).rejects.toMatchObject({
      code: 3123,
    });
    const { topicID } = (await a.createTopicInCommunity({ groupID: community, topicName: 'idiota corner' })).data;
    const listed = await a.getTopicList({ groupID: community });
    expect(listed.data.successTopicList.find((t) => t.topicID === topicID)?.topicName).toBe('****** corner');
    await expect(a.updateTopicProfile({ groupID: community, topicID, notification: 'cheater' })).rejects.toMatchObject({
      code: 3123,
    });
  });
});

describe('§5 profanity-filtered profile, status and join application', () => {
  it('§5 nick and signature, custom status (user_profile) and a join application (group_profile)', async () => {
    await expect(a.updateMyProfile({ nick: 'cheater' })).rejects.toMatchObject({ code: 3123 });
    expect((await a.updateMyProfile({ selfSignature: 'torcedor idiota' })).data.selfSignature).toBe('torcedor ******');
    await expect(a.setSelfStatus({ customStatus: 'cheater' })).rejects.toMatchObject({ code: 3123 });
    expect((await a.setSelfStatus({ customStatus: '垃圾 time' })).data.customStatus).toBe('** time');
    await expect(a.joinGroup({ groupID: '@TGS#anything', applyMessage: 'cheater' })).rejects.toMatchObject({
      code: 3123,
    });
  });
});

describe('translateText', () => {
  it('§7 translate: ours gets the texts translated in order, source auto by default', async () => {
    const res = await a.translateText({ sourceTextList: ['你好', 'olá, gol'], targetLanguage: 'en' });
    expect(res.data.translatedTextList).toEqual(['hello', 'hello, goal']);
  });

  it('§8 translate fail: an engine refusal is 2117; a bad argument is refused before sending', async () => {
    await expect(a.translateText({ sourceTextList: ['gol'], targetLanguage: 'xx' })).rejects.toMatchObject({
      code: 2117,
    });
    await expect(a.translateText({ sourceTextList: [], targetLanguage: 'en' })).rejects.toMatchObject({ code: 2906 });
  });
});

describe('§4 the moderation scene map', () => {
  it('§4 filter scenes: the client, the service and the official SDK name the same scenes with the same wire flags', () => {
    // The client cannot import the stand-in service, so the map is written twice; this keeps the twins equal.
    expect(MODERATION_SCENE_FLAGS).toEqual(MODERATION_SCENES);
    // The official SDK's answer key map of the filter configuration: wire flag -> scene name.
    const source = readFileSync(createRequire(import.meta.url).resolve('tim-js-sdk/tim-js.js'), 'utf8');
    const official = Object.fromEntries(
      [...source.matchAll(/(uint64_[a-z0-9_]+_flag):"([a-z0-9_]+)"/g)].map(([, flag, scene]) => [scene, flag]),
    );
    expect(MODERATION_SCENE_FLAGS).toEqual(official);
  });
});
