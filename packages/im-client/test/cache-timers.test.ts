import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Emitter } from '../src/emitter.ts';
import { ATTRIBUTE_CACHE_MS, AttributeModule } from '../src/modules/attribute/attribute.ts';
import type { Commercial } from '../src/modules/commercial/commercial.ts';
import type { ModuleContext } from '../src/modules/context.ts';
import { TOPIC_CACHE_MS, TopicModule } from '../src/modules/topic/topic.ts';
import type { Body } from '../src/transport/frames.ts';

// The spec §6 cache lifetimes on fake timers: the 300 s topic list and the 30 s group attributes.
const COMMUNITY = '@TGS#_timers';
const answers: Record<string, Body> = {
  'million_group_open_http_svc.get_topic': {
    TopicAndSelfInfo: [{ TopicInfo: { TopicId: `${COMMUNITY}@TOPIC#_a`, TopicName: 'derby', NextMsgSeq: 3 } }],
  },
  'group_open_attr_http_svc.get_group_attr': { AttrMainSeq: 1, GroupAttrAry: [{ key: 'score', value: '1-0', seq: 1 }] },
};

/** A module context on a scripted service that counts the requests of each command. */
function context(): { ctx: ModuleContext; count: (servcmd: string) => number } {
  const requests: string[] = [];
  const ctx: ModuleContext = {
    request: async (servcmd) => {
      requests.push(servcmd);
      return answers[servcmd] ?? {};
    },
    me: () => 'alice',
    emit: () => undefined,
    gate: () => undefined,
    log: () => undefined,
    internal: new Emitter(),
  };
  return { ctx, count: (servcmd) => requests.filter((r) => r === servcmd).length };
}
const allAbilities = { require: async () => undefined } as unknown as Commercial;

describe('cache lifetimes (spec §6)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§6 topic cache: a community topic list is fetched once and trusted for 300 s', async () => {
    const { ctx, count } = context();
    const topics = new TopicModule(ctx, allAbilities, () => undefined);
    const list = async () => (await topics.getTopicList({ groupID: COMMUNITY })).data.successTopicList;
    expect((await list()).map((t) => t.topicName)).toEqual(['derby']);
    vi.setSystemTime(Date.now() + TOPIC_CACHE_MS - 1);
    await list();
    expect(count('million_group_open_http_svc.get_topic')).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    await list();
    expect(count('million_group_open_http_svc.get_topic')).toBe(2);
    expect(TOPIC_CACHE_MS).toBe(300_000);
  });

  it('§6 group attributes: fetched once and trusted for 30 s', async () => {
    const { ctx, count } = context();
    const attributes = new AttributeModule(ctx, allAbilities, () => undefined);
    const get = async () => (await attributes.getGroupAttributes({ groupID: 'g1' })).data.groupAttributes;
    expect(await get()).toEqual({ score: '1-0' });
    vi.setSystemTime(Date.now() + ATTRIBUTE_CACHE_MS - 1);
    await get();
    expect(count('group_open_attr_http_svc.get_group_attr')).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(await get()).toEqual({ score: '1-0' });
    expect(count('group_open_attr_http_svc.get_group_attr')).toBe(2);
    expect(ATTRIBUTE_CACHE_MS).toBe(30_000);
  });
});
