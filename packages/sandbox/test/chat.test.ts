import {
  CHAT_VIP_PROFILE_TAG,
  NOTIFY_ROOM,
  PLATFORM_CHAT_ACCOUNT,
  ROOM_ACTION,
  SANDBOX_CHAT_APP_ID,
} from '@live/api-contract';
import TIM, { type Message } from '@live/im-client';
import { generateUserSig } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, SANDBOX_IM } from '../src/index.ts';
import { chatGuest, register, sandbox, type TestSandbox, until } from './helpers.ts';

type RaceStart = { Data?: { matchid?: number } };

let sb: TestSandbox;

beforeAll(async () => {
  sb = await sandbox();
});
afterAll(() => sb.close());

describe('the chat service inside the sandbox', () => {
  it('accepts the userSigs the sandbox issues: a user and a guest chat in a live room on /im', async () => {
    const login = await sb.post<{ id: number; txim_sign: string }>('/webapi/user/login', {
      account: DEMO_ACCOUNTS.demo.account,
      password: DEMO_ACCOUNTS.demo.password,
    });
    const guest = await sb.post<{ userid: string; txim_sign: string }>('/api/user/getGuestInfo', { device_id: 'e2e' });
    expect(login.status).toBe(0);
    expect(guest.status).toBe(0);
    const proxyServer = `${sb.url.replace('http', 'ws')}/im`;

    const user = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer });
    const viewer = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer });
    try {
      await user.login({ userID: String(login.data.id), userSig: login.data.txim_sign });
      await viewer.login({ userID: guest.data.userid, userSig: guest.data.txim_sign });
      await until(() => user.isReady() && viewer.isReady(), 'both ready');
      await user.joinGroup({ groupID: 'live_1014' });
      await viewer.joinGroup({ groupID: 'live_1014' });
      const got: Message[] = [];
      viewer.on(TIM.EVENT.MESSAGE_RECEIVED, (event) => got.push(...(event.data as Message[])));
      await user.sendMessage(
        user.createTextMessage({ to: 'live_1014', conversationType: 'GROUP', payload: { text: '进球了！' } }),
      );
      await until(() => got.some((m) => m.payload.text === '进球了！'), 'the room message');
    } finally {
      await user.destroy();
      await viewer.destroy();
    }
  });

  it('creates every live room group and NOTIFY_ROOM, and broadcasts a kick-off there (spec §4 race start)', async () => {
    let clock = Math.floor(Date.now() / 1000);
    const timed = await sandbox({ now: () => clock, raceStartCheckMs: 50 });
    const { client, got } = await chatGuest(timed, 'rs');
    try {
      const joined = await client.joinGroup({ groupID: 'live_1014' });
      expect(joined.code).toBe(0);
      type Day = { date: string; list: { id: number; sport_id: number; time: number; status: number }[] };
      const today = await timed.post<Day>('/api/race/getDateMatch', {});
      // Tomorrow's too: late in the day, today may have fewer than three matches still to start.
      const [y, m, d] = today.data.date.split('-').map(Number);
      const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
      const tomorrow = await timed.post<Day>('/api/race/getDateMatch', { date });
      const waiting = [...today.data.list, ...tomorrow.data.list]
        .filter((m) => m.status === 1 && m.time > clock)
        .sort((a, b) => a.time - b.time);
      const next = waiting[0];
      expect(next).toBeDefined();
      // A later match is postponed: when its time passes it does not kick off, so it gets no broadcast,
      // while the match after it does (broadcasts go out in kick-off order, so that one arrives last).
      const postponed = waiting.find((m) => m.time > (next?.time ?? 0));
      const after = waiting.find((m) => m.time > (postponed?.time ?? 0));
      expect(after).toBeDefined();
      // 推迟 (postponed) is status 9 in football and 13 in basketball.
      await timed.post('/sandbox/match', { matchid: postponed?.id, status: postponed?.sport_id === 1 ? 9 : 13 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      clock = (next?.time ?? clock) + 1;
      // Matches can share a kick-off second, so each one's broadcast is looked up by its id.
      const startOf = (m: Message) => JSON.parse(String(m.payload.data ?? '{}')) as RaceStart;
      const isNextStart = (m: Message) => m.to === NOTIFY_ROOM && startOf(m).Data?.matchid === next?.id;
      await until(() => got.some(isNextStart), 'the race-start broadcast');
      const broadcast = JSON.parse(String(got.find(isNextStart)?.payload.data));
      expect(broadcast).toMatchObject({ Action: ROOM_ACTION.raceStart, Data: { matchid: next?.id } });
      expect(broadcast.Data.desc).toMatch(/比赛开始$/);
      expect(broadcast.Data.desc_br).toMatch(/ x .+: a partida começou$/);
      clock = (after?.time ?? clock) + 1;
      const starts = () => got.map((m) => startOf(m).Data?.matchid);
      await until(() => starts().includes(after?.id), 'the next kick-off after the postponed match');
      expect(starts()).not.toContain(postponed?.id);
    } finally {
      await client.destroy();
      await timed.close();
    }
  });

  it('POST /sandbox/race-start broadcasts a race start to NOTIFY_ROOM from the platform account, for tests', async () => {
    const { client, got } = await chatGuest(sb, 'rs2');
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const sent = await sb.post('/sandbox/race-start', { desc: 'A vs B 比赛开始', desc_br: 'A x B', matchid: 7 });
      expect(sent.status, sent.msg).toBe(0);
      // The room's own join tip for this guest arrives there too: the broadcast is its custom message.
      const broadcast = (m: Message) => m.to === NOTIFY_ROOM && m.type === 'TIMCustomElem';
      await until(() => got.some(broadcast), 'the broadcast');
      const message = got.find(broadcast) as Message;
      expect(message.from).toBe(PLATFORM_CHAT_ACCOUNT);
      expect(JSON.parse(String(message.payload.data))).toEqual({
        Action: ROOM_ACTION.raceStart,
        Data: { desc: 'A vs B 比赛开始', desc_br: 'A x B', matchid: 7, sport_id: 1 },
      });
      expect((await sb.post('/sandbox/race-start', { desc: '' })).status).toBe(1);
    } finally {
      await client.destroy();
    }
  });

  it('refuses a userSig dated 10 years ahead, though signed with the secret (sandbox accounts, #13)', async () => {
    const tenYears = 10 * 365 * 86400;
    const future = generateUserSig(
      SANDBOX_IM.sdkAppId,
      SANDBOX_IM.secretKey,
      '1',
      604800,
      Math.floor(Date.now() / 1000) + tenYears,
    );
    const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${sb.url.replace('http', 'ws')}/im` });
    try {
      await expect(client.login({ userID: '1', userSig: future })).rejects.toMatchObject({ code: expect.any(Number) });
    } finally {
      await client.destroy();
    }
  });

  it('refuses a userSig the sandbox did not issue', async () => {
    const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${sb.url.replace('http', 'ws')}/im` });
    try {
      await expect(client.login({ userID: '1', userSig: 'forged' })).rejects.toMatchObject({
        code: expect.any(Number),
      });
    } finally {
      await client.destroy();
    }
  });

  it("buying VIP writes the VIP state into the buyer's chat profile; the user cannot write it", async () => {
    const { token, uid } = await register(sb, '13700000077');
    expect((await sb.post('/sandbox/credit', { uid, gold: 1000 })).status).toBe(0);
    const bought = await sb.post<{ vip_level: number; vip_date: number }>('/api/vip/buy', {
      token,
      plan_id: 1,
      request_id: 'chat-vip-0001',
    });
    expect(bought.status).toBe(0);
    const login = await sb.post<{ txim_sign: string }>('/webapi/User/getUserInfo', { token });
    const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${sb.url.replace('http', 'ws')}/im` });
    try {
      await client.login({ userID: String(uid), userSig: login.data.txim_sign });
      await until(() => client.isReady(), 'ready');
      const [profile] = (await client.getUserProfile({ userIDList: [String(uid)] })).data;
      const field = profile?.profileCustomField.find((item) => item.key === CHAT_VIP_PROFILE_TAG);
      expect(JSON.parse(field?.value ?? '{}')).toEqual({
        vip_level: 1,
        vip_date: bought.data.vip_date,
        avatar_frame: 0,
        chat_effect: 0,
      });
      // A used avatar frame card (issue #32) reaches the same platform field, so chat shows the frame.
      await sb.post('/api/shop/buyGoods', { token, goods_id: 3, request_id: 'chat-frame-0001' });
      const [card] = (await sb.post<{ list: { id: number }[] }>('/api/user/getBagList', { token })).data.list;
      expect(
        (await sb.post('/api/user/useBagItem', { token, id: card?.id, request_id: 'chat-frame-0002' })).status,
      ).toBe(0);
      const frameUntil = (await sb.post<{ avatar_frame_until: number }>('/webapi/User/getUserInfo', { token })).data
        .avatar_frame_until;
      expect(frameUntil).toBeGreaterThan(0);
      let seen = 0;
      await until(() => {
        void client.getUserProfile({ userIDList: [String(uid)] }).then(({ data }) => {
          const value = data[0]?.profileCustomField.find((item) => item.key === CHAT_VIP_PROFILE_TAG)?.value;
          seen = (JSON.parse(value ?? '{}') as { avatar_frame?: number }).avatar_frame ?? 0;
        });
        return seen === frameUntil;
      }, 'avatar frame in the chat profile');
      await expect(
        client.updateMyProfile({ profileCustomField: [{ key: CHAT_VIP_PROFILE_TAG, value: '{"vip_level":9}' }] }),
      ).rejects.toMatchObject({ code: 40004 });
    } finally {
      await client.destroy();
    }
  });
});
