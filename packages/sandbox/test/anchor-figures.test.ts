import type { Anchor, AnchorLiveSession, LivePageData, PageOf, UserBasicInfo } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noonClock, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let fan: { token: string; uid: number };
let live: Anchor;
let offline: Anchor;

beforeAll(async () => {
  // One instant for every call: the audience sways with the clock, and each figure is compared at the same time.
  const clock = noonClock();
  const frozen = clock();
  sb = await sandbox({ now: () => frozen, chat: false });
  fan = await register(sb, '13911120001');
  const anchors: Anchor[] = [];
  for (const sport_id of [0, 1, 2])
    anchors.push(...(await sb.post<{ list: Anchor[] }>('/api/anchor/getRecAnchors', { sport_id })).data.list);
  const streaming = anchors.find((anchor) => anchor.is_live === 1);
  const resting = anchors.find((anchor) => anchor.is_live === 0);
  if (!streaming || !resting) throw new Error('the seed has live and offline anchors');
  live = streaming;
  offline = resting;
  for (const anchor of [live, offline])
    expect((await sb.post('/api/user/attentUser', { token: fan.token, userid: anchor.id, type: 1 })).status).toBe(0);
});
afterAll(() => sb.close());

describe('anchors as users see them (issue #28 item 7)', () => {
  it('a streaming anchor is live and online, with their room, in the follow list, the profile and chat', async () => {
    const follows = await sb.post<PageOf<UserBasicInfo>>('/api/user/getAttentList', { token: fan.token });
    const row = follows.data.list.find((anchor) => anchor.id === live.id);
    expect(row).toMatchObject({ is_live: 1, online_status: 1, liveid: live.liveid });
    expect(live.liveid).toBeGreaterThan(0);
    const profile = await sb.post<UserBasicInfo>('/api/user/getUserBasicInfo', { id: live.id });
    expect(profile.data).toMatchObject({ is_live: 1, online_status: 1, liveid: live.liveid });
    const lastOnline = await sb.post<{ online_status: number }>('/api/user/getUserLastOnline', { userid: live.id });
    expect(lastOnline.data.online_status).toBe(1);
    const resting = follows.data.list.find((anchor) => anchor.id === offline.id);
    expect(resting).toMatchObject({ is_live: 0, liveid: 0 });
  });

  it('one fans figure per anchor: recommendations, profile, follow list and room agree', async () => {
    const anchors = (await sb.post<{ list: Anchor[] }>('/api/anchor/getRecAnchors', { sport_id: 0 })).data.list;
    const recommended = anchors.find((anchor) => anchor.id === live.id)?.fans_count;
    const profile = (await sb.post<UserBasicInfo>('/api/user/getUserBasicInfo', { id: live.id })).data.fans_count;
    const follows = await sb.post<PageOf<UserBasicInfo>>('/api/user/getAttentList', { token: fan.token });
    const listed = follows.data.list.find((anchor) => anchor.id === live.id)?.fans_count;
    const room = (await sb.post<LivePageData>('/webapi/live/getLivePageData', { anchorid: live.id })).data;
    expect(new Set([recommended, profile, listed, room.anchor.fans_count]).size).toBe(1);
    expect(recommended).toBeGreaterThan(0);
  });

  it("one audience figure per room: the card's heat is the room's online count, and today's broadcast peak is at least it", async () => {
    const room = (await sb.post<LivePageData>('/webapi/live/getLivePageData', { anchorid: live.id })).data.live;
    expect(room).not.toBeNull();
    if (!room) return;
    expect(room.hot).toBe(room.online);
    const home = await sb.post<{ lives: { id: number; hot: number; online: number }[] }>('/api/home/getHomeData');
    const card = home.data.lives.find((item) => item.id === room.id);
    expect(card).toMatchObject({ hot: room.online, online: room.online });
    const record = await sb.post<PageOf<AnchorLiveSession>>('/api/user/getAnchorLiveRecord', { anchorid: live.id });
    const running = record.data.list.find((session) => session.live === 1);
    expect(running?.peak_viewers).toBeGreaterThanOrEqual(room.online);
  });
});
