import type { Anchor, AnchorLiveSession, LivePageData, LiveRoom, PageOf, UserBasicInfo } from '@live/api-contract';
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

describe('issue #34: people agree, every API that shows an anchor gives the same figures', () => {
  it('every API that shows an anchor gives the same fans; every API that shows a live room the same online', async () => {
    const fans = new Map<number, Set<number>>();
    const online = new Map<number, Set<number>>();
    const note = (into: Map<number, Set<number>>, id: number, value: number) =>
      into.set(id, (into.get(id) ?? new Set()).add(value));
    const anchors = (list: Anchor[]) => list.forEach((a) => note(fans, a.id, a.fans_count));
    const rooms = (list: { id: number; hot: number; online: number }[]) =>
      list.forEach((room) => {
        note(online, room.id, room.hot);
        note(online, room.id, room.online);
      });
    const home = (
      await sb.post<{
        rec_anchors: Anchor[];
        lives: LiveRoom[];
        hot: LiveRoom[];
        anchorm_lives: LiveRoom[];
        srec_lives: LiveRoom[];
      }>('/api/home/getHomeData', { token: fan.token })
    ).data;
    anchors(home.rec_anchors);
    for (const list of [home.lives, home.hot, home.anchorm_lives, home.srec_lives]) rooms(list);
    for (const sport_id of [0, 1, 2])
      anchors((await sb.post<{ list: Anchor[] }>('/api/anchor/getRecAnchors', { sport_id })).data.list);
    for (const path of ['/api/live/getRealLives', '/api/live/getNoMatchLiveList'])
      rooms((await sb.post<PageOf<LiveRoom>>(path, { size: 100 })).data.list);
    for (const sport of ['football', 'basketball']) {
      for (const matchid of new Set(home.anchorm_lives.map((room) => room.matchid)))
        rooms((await sb.post<{ list: LiveRoom[] }>(`/api/${sport}/getMatchAnchors`, { matchid })).data?.list ?? []);
    }
    const follows = await sb.post<PageOf<UserBasicInfo>>('/api/user/getAttentList', { token: fan.token });
    for (const row of follows.data.list) note(fans, row.id, row.fans_count);
    for (const anchor of home.rec_anchors) {
      note(
        fans,
        anchor.id,
        (await sb.post<UserBasicInfo>('/api/user/getUserBasicInfo', { id: anchor.id })).data.fans_count,
      );
      const page = (await sb.post<LivePageData>('/webapi/live/getLivePageData', { anchorid: anchor.id })).data;
      note(fans, anchor.id, page.anchor.fans_count);
      if (page.live) rooms([page.live]);
      anchors((await sb.post<PageOf<Anchor>>('/webapi/search/anchor', { keyword: anchor.nick_name })).data.list);
      rooms((await sb.post<PageOf<LiveRoom>>('/webapi/search/live', { keyword: anchor.nick_name })).data.list);
      const multiple = (
        await sb.post<{ anchors: Anchor[]; lives: LiveRoom[] }>('/webapi/search/multiple', {
          keyword: anchor.nick_name,
        })
      ).data;
      anchors(multiple.anchors);
      rooms(multiple.lives);
    }
    expect(fans.size).toBeGreaterThanOrEqual(10);
    expect(online.size).toBeGreaterThanOrEqual(20);
    for (const [id, values] of fans) expect([...values], `anchor ${id} fans`).toHaveLength(1);
    for (const [id, values] of online) expect([...values], `room ${id} online`).toHaveLength(1);
  });

  it("a room's audience is a share of its anchor's following: online at most 15 % of fans", async () => {
    const lives = (await sb.post<PageOf<LiveRoom>>('/api/live/getRealLives', { size: 100 })).data.list;
    expect(lives.length).toBeGreaterThan(10);
    for (const room of lives) {
      const anchor = (await sb.post<UserBasicInfo>('/api/user/getUserBasicInfo', { id: room.anchorid })).data;
      expect(room.online, `room ${room.id}`).toBeLessThanOrEqual(Math.ceil(anchor.fans_count * 0.15));
    }
  });

  it("an anchor's past broadcasts peaked at the size of their room today, never above its peak", async () => {
    const lives = (await sb.post<PageOf<LiveRoom>>('/api/live/getRealLives', { size: 100 })).data.list;
    for (const room of lives.slice(0, 12)) {
      const record = await sb.post<PageOf<AnchorLiveSession>>('/api/user/getAnchorLiveRecord', {
        anchorid: room.anchorid,
        size: 50,
      });
      const running = record.data.list.find((session) => session.live === 1);
      expect(running, `anchor ${room.anchorid}`).toBeDefined();
      const top = running?.peak_viewers ?? 0;
      for (const past of record.data.list.filter((session) => session.live === 0)) {
        expect(past.peak_viewers, `anchor ${room.anchorid}`).toBeLessThanOrEqual(top);
        expect(past.peak_viewers, `anchor ${room.anchorid}`).toBeGreaterThanOrEqual(Math.floor(top * 0.5));
      }
    }
  });
});
