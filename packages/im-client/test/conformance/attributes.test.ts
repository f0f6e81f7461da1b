import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// Group attributes and counters between our client and the official SDK in one live room on a real im-server.
let server: ImServer;
let a: ChatClient;
let b: Tim;
const room = 'attr-room';

beforeAll(async () => {
  server = await startServer();
  a = await ours(server, 'attr-ours-a');
  b = await official(server, 'attr-official-b');
  await a.createGroup({ type: 'AVChatRoom', name: 'attributes', groupID: room });
  await a.joinGroup({ groupID: room });
  await b.joinGroup({ groupID: room });
}, 60_000);

afterAll(async () => {
  await Promise.all([a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

type AttributesEvent = { data: { groupID: string; groupAttributes: Record<string, string> } };

describe('group attributes with the official SDK', () => {
  it('§6 an attribute the official SDK sets is seen by ours (event and get)', async () => {
    const seen = new Promise<AttributesEvent>((resolve) => a.on(TIM.EVENT.GROUP_ATTRIBUTES_UPDATED, resolve as never));
    await b.initGroupAttributes({ groupID: room, groupAttributes: { score: '1-0' } });
    expect((await seen).data).toEqual({
      groupID: room,
      groupAttributes: { score: '1-0' },
      updatedKeyList: ['score'],
      deletedKeyList: [],
    });
    expect((await a.getGroupAttributes({ groupID: room, keyList: [] })).data.groupAttributes).toEqual({ score: '1-0' });
  });

  it('§6 attributes ours sets and deletes are seen by the official SDK', async () => {
    await a.setGroupAttributes({ groupID: room, groupAttributes: { score: '2-0', minute: '61' } });
    await until(
      async () => (await b.getGroupAttributes({ groupID: room, keyList: [] })).data.groupAttributes.minute === '61',
      8000,
      'the official SDK to see the attributes',
    );
    expect((await b.getGroupAttributes({ groupID: room, keyList: ['score'] })).data.groupAttributes).toEqual({
      score: '2-0',
    });
    await a.deleteGroupAttributes({ groupID: room, keyList: ['minute'] });
    expect((await a.getGroupAttributes({ groupID: room })).data.groupAttributes).toEqual({ score: '2-0' });
    await until(
      async () => !('minute' in (await b.getGroupAttributes({ groupID: room, keyList: [] })).data.groupAttributes),
      8000,
      'the deletion at the official SDK',
    );
  });

  it('§6 counters: ours sets and increases, the official SDK reads them; notices reach ours', async () => {
    const notices: { key: string; value: number }[] = [];
    a.on(TIM.EVENT.GROUP_COUNTER_UPDATED, (e) => notices.push(e.data as { key: string; value: number }));
    expect((await a.setGroupCounters({ groupID: room, counters: { goals: 2 } })).data.counters).toEqual({ goals: 2 });
    expect((await a.increaseGroupCounter({ groupID: room, key: 'goals', value: 3 })).data.counters).toEqual({
      goals: 5,
    });
    expect((await a.decreaseGroupCounter({ groupID: room, key: 'goals', value: 1 })).data.counters).toEqual({
      goals: 4,
    });
    // The official SDK keeps counters from the notices, so it catches up a moment later.
    await until(
      async () => (await b.getGroupCounters({ groupID: room, keyList: ['goals'] })).data.counters.goals === 4,
      8000,
      'the official SDK to read 4',
    );
    await until(() => notices.length === 3, 8000, 'three counter notices');
    expect(notices.map((n) => n.value)).toEqual([2, 5, 4]);
  });

  it('§6 a live room needs joining: sendMessage fails 2101 in both SDKs, attributes and counters 10007', async () => {
    // Sending, both SDKs find the room is a live room not joined and refuse before sending (2101). For attributes
    // the official SDK checks nothing locally: it sends the key its join gave it, and the service decides.
    const outsider = await official(server, 'attr-official-out');
    const ourOutsider = await ours(server, 'attr-ours-out');
    try {
      const text = { to: room, conversationType: 'GROUP', payload: { text: 'let me in' } } as const;
      await expect(ourOutsider.sendMessage(ourOutsider.createTextMessage(text))).rejects.toMatchObject({ code: 2101 });
      await expect(outsider.sendMessage(outsider.createTextMessage(text))).rejects.toMatchObject({ code: 2101 });
      for (const call of [
        () => outsider.getGroupAttributes({ groupID: room, keyList: [] }),
        () => outsider.setGroupAttributes({ groupID: room, groupAttributes: { x: '1' } }),
        () => outsider.getGroupCounters({ groupID: room }),
        () => ourOutsider.getGroupAttributes({ groupID: room, keyList: [] }),
        () => ourOutsider.setGroupAttributes({ groupID: room, groupAttributes: { x: '1' } }),
        () => ourOutsider.getGroupCounters({ groupID: room }),
      ])
        await expect(call()).rejects.toMatchObject({ code: 10007 });
      await ourOutsider.joinGroup({ groupID: room });
      expect((await ourOutsider.getGroupAttributes({ groupID: room, keyList: [] })).data.groupAttributes).toEqual(
        (await a.getGroupAttributes({ groupID: room, keyList: [] })).data.groupAttributes,
      );
    } finally {
      await Promise.all([ourOutsider.destroy(), outsider.logout().catch(() => undefined)]);
    }
  });

  it('§6 search by id, member marks in the live room and a member custom field', async () => {
    expect((await a.searchGroupByID(room)).data.group).toMatchObject({ groupID: room, name: 'attributes' });
    expect((await b.searchGroupByID(room)).data.group).toMatchObject({ groupID: room, name: 'attributes' });
    await expect(a.searchGroupByID('no-such-group')).rejects.toMatchObject({ code: expect.any(Number) });
    const marked = await a.markGroupMemberList({
      groupID: room,
      markType: 1000,
      userIDList: ['attr-official-b', 'not-in-room'],
      enableMark: true,
    });
    expect(marked.data).toMatchObject({ successUserIDList: ['attr-official-b'], failureUserIDList: ['not-in-room'] });
    await expect(
      a.markGroupMemberList({ groupID: room, markType: 5, userIDList: ['attr-official-b'], enableMark: true }),
    ).rejects.toMatchObject({ code: 2906 });
    await a.createGroup({ type: 'Public', name: 'club', groupID: 'attr-club' });
    const set = await a.setGroupMemberCustomField({
      groupID: 'attr-club',
      memberCustomField: [{ key: 'shirt', value: '10' }],
    });
    // As the official SDK: the group and the member changed.
    expect(set.data.group.groupID).toBe('attr-club');
    expect(set.data.member).toMatchObject({
      userID: 'attr-ours-a',
      memberCustomField: [{ key: 'shirt', value: '10' }],
    });
  });
});
