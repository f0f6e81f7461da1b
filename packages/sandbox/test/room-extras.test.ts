import type { GiftRankEntry, ListOf, RoomTab } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, sandbox, type TestSandbox } from './helpers.ts';

// Issue #33: the live room's tabs from getRaceSubTab (and the test control that edits them), and the room's gift
// ranking, summed by the platform from the gifts paid in the room.
let sb: TestSandbox;

beforeAll(async () => {
  sb = await sandbox();
});
afterAll(() => sb.close());

const ROOM = 1015;

async function tabsOf(brand: string, query = '') {
  const answer = await sb.post<ListOf<RoomTab>>('/api/race/getRaceSubTab', {}, query, { 'x-brand-id': brand });
  return answer.data.list;
}

describe('getRaceSubTab edited by an operator (issue #33: the room tabs follow the answer)', () => {
  it("renames or hides one brand's tabs, in both languages, until reset; other brands keep theirs", async () => {
    const before = await tabsOf('pq8');
    expect(before.find((tab) => tab.key === 'status')).toMatchObject({ title: '赛况', title_br: 'Situação' });

    const edit = await sb.post('/sandbox/room-tabs', {
      brand: 'pq8',
      tabs: [
        { key: 'status', title: '比分直播', title_br: 'Placar ao vivo' },
        { key: 'quiz', show: 0 },
      ],
    });
    expect(edit.status).toBe(0);
    const after = await tabsOf('pq8');
    expect(after.find((tab) => tab.key === 'status')).toMatchObject({ title: '比分直播', title_br: 'Placar ao vivo' });
    expect(after.find((tab) => tab.key === 'quiz')?.show).toBe(0);
    // Portuguese answers the Portuguese title in both fields.
    expect((await tabsOf('pq8', '?lang=pt-br')).find((tab) => tab.key === 'status')?.title).toBe('Placar ao vivo');
    expect(await tabsOf('pq8br')).toEqual(before);

    expect((await sb.post('/sandbox/room-tabs/reset', { brand: 'pq8' })).status).toBe(0);
    expect(await tabsOf('pq8')).toEqual(before);
  });

  it('refuses an unknown key, a bad show or an empty title, naming what was wrong in both languages', async () => {
    const bad = [
      [{ tabs: [{ key: 'odds' }] }, '参数 key 应为'],
      [{ tabs: [{ key: 'chat', show: 2 }] }, '参数 show 应为 0 或 1'],
      [{ tabs: [{ key: 'chat', title: ' ' }] }, '参数 title 应为 1-20 字'],
      [{ tabs: [] }, '参数 tabs 应为 1-9 个标签的数组'],
      [{ brand: 'PQ8', tabs: [{ key: 'chat' }] }, '参数 brand 应为品牌 id'],
    ] as const;
    for (const [body, message] of bad) {
      const answer = await sb.post('/sandbox/room-tabs', body);
      expect(answer.status).not.toBe(0);
      expect(answer.msg).toContain(message);
    }
    expect((await sb.post('/sandbox/room-tabs', { tabs: [{ key: 'odds' }] }, '?lang=pt-br')).msg).toContain(
      'key deve ser um de',
    );
  });
});

describe('/api/gift/getLiveGiftRank (issue #33: the gift ranking of a room)', () => {
  it("sums each sender's paid gifts in the room, biggest first, a retried send counted once, other rooms apart", async () => {
    const small = await register(sb, '13700003301');
    const big = await register(sb, '13700003302');
    for (const who of [small, big])
      expect((await sb.post('/sandbox/credit', { uid: who.uid, gold: 5000 })).status).toBe(0);
    const gifts = (await sb.post<ListOf<{ id: number; price: number }>>('/api/gift/getGiftList')).data.list;
    const cheapest = gifts[0];
    if (!cheapest) throw new Error('no gifts');
    const send = (token: string, amount: number, requestId: string, liveid = ROOM) =>
      sb.post('/api/gift/sendGift', {
        token,
        gift_id: cheapest.id,
        anchorid: liveid - 1000,
        liveid,
        amount,
        request_id: requestId,
      });
    expect((await send(small.token, 1, 'rank-small-1')).status).toBe(0);
    expect((await send(small.token, 1, 'rank-small-1')).status).toBe(0);
    expect((await send(big.token, 10, 'rank-big-1')).status).toBe(0);
    expect((await send(big.token, 10, 'rank-big-2', ROOM + 1)).status).toBe(0);

    const rank = await sb.post<ListOf<GiftRankEntry>>('/api/gift/getLiveGiftRank', { liveid: ROOM });
    expect(rank.status).toBe(0);
    expect(rank.data.list.map((row) => [row.rank, row.uid, row.gold])).toEqual([
      [1, big.uid, cheapest.price * 10],
      [2, small.uid, cheapest.price],
    ]);
    expect(rank.data.list[0]?.nick_name).toEqual(expect.any(String));
    expect((await sb.post('/api/gift/getLiveGiftRank', { liveid: 999999 })).status).not.toBe(0);
  });
});
