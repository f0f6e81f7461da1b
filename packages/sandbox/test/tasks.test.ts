import { liveGroupId, SANDBOX_CHAT_APP_ID, type Task, type TaskInfo, type TaskKey } from '@live/api-contract';
import TIM from '@live/im-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { DEMO_ACCOUNTS } from '../src/index.ts';
import { DAY } from '../src/seed/calendar.ts';
import { levelOf } from '../src/tasks/catalogue.ts';
import { progressTask } from '../src/tasks/progress.ts';
import { commenterOf } from '../src/tasks/room-comments.ts';
import { register, sandbox, type TestSandbox, until } from './helpers.ts';

// Issue #28 item 2: every task advances from the action the platform sees, and only then.
let sb: TestSandbox;
let clock = Math.floor(Date.now() / 1000);
let mobiles = 0;

beforeAll(async () => {
  sb = await sandbox({ now: () => clock });
});
afterAll(() => sb.close());

const newUser = () => register(sb, `1370000${String(++mobiles).padStart(4, '0')}`);

async function tasks(token: string): Promise<Record<TaskKey, Task>> {
  const info = await sb.post<TaskInfo>('/api/task/getTaskInfo', { token });
  expect(info.status, info.msg).toBe(0);
  return Object.fromEntries(info.data.tasks.map((task) => [task.key, task])) as Record<TaskKey, Task>;
}

const stage = async (token: string, key: TaskKey) => (await tasks(token))[key].stage;

async function aRoom(): Promise<{ id: number; anchorid: number }> {
  const lives = await sb.post<{ list: { id: number; anchorid: number }[] }>('/api/live/getRealLives', {});
  return lives.data.list[0] as { id: number; anchorid: number };
}

describe('no call reports progress (issue #28: the client cannot claim a task it did not do)', () => {
  it('POST /api/task/report is gone: it neither advances a task nor pays one', async () => {
    const { token } = await newUser();
    const gold = async () => (await sb.post<{ gold: number }>('/api/wallet/getWallet', { token })).data.gold;
    const before = await gold();
    const report = await sb.post('/api/task/report', { token, key: 'sendGift' });
    expect(report.status).not.toBe(0);
    expect(await stage(token, 'sendGift')).toBe(0);
    const claim = await sb.post('/api/task/receive', { token, key: 'sendGift', request_id: 'no-gift-0001' });
    expect(claim.msg).toBe('任务尚未完成');
    expect(await gold()).toBe(before);
  });
});

describe('appFirstLogin: the account’s first login, once in its life', () => {
  it('a new account’s registration (its first login) finishes it; later logins and days neither reopen nor repeat it', async () => {
    const mobile = '13711110001';
    const { token } = await register(sb, mobile);
    expect((await tasks(token)).appFirstLogin).toMatchObject({ stage: 1, received: 0 });
    const claim = await sb.post('/api/task/receive', { token, key: 'appFirstLogin', request_id: 'first-login-1' });
    expect(claim.status, claim.msg).toBe(0);
    clock += DAY;
    const again = await sb.post<{ token: string }>('/webapi/user/login', { account: mobile, password: 'secret123' });
    expect((await tasks(again.data.token)).appFirstLogin).toMatchObject({ stage: 1, received: 1 });
    const twice = await sb.post('/api/task/receive', { token, key: 'appFirstLogin', request_id: 'first-login-2' });
    expect(twice.msg).toBe('奖励已领取');
  });
});

describe('sendGift and sendFirstGift: a paid gift', () => {
  it('a paid gift advances both; a retry of it and a refused gift do not; the first-gift task stays done the next day', async () => {
    const { token } = await newUser();
    const room = await aRoom();
    const gift = (request_id: string, amount: number) =>
      sb.post('/api/gift/sendGift', {
        token,
        gift_id: 1,
        anchorid: room.anchorid,
        liveid: room.id,
        amount,
        request_id,
      });
    const tooDear = await gift('gift-too-dear', 1314);
    expect(tooDear.msg).toContain('金币不足');
    expect(await stage(token, 'sendGift')).toBe(0);
    expect(await stage(token, 'sendFirstGift')).toBe(0);

    expect((await gift('gift-paid-01', 1)).status).toBe(0);
    expect((await gift('gift-paid-01', 1)).status).toBe(0);
    expect(await tasks(token)).toMatchObject({ sendGift: { stage: 1 }, sendFirstGift: { stage: 1 } });

    clock += DAY;
    expect(await tasks(token)).toMatchObject({ sendGift: { stage: 0 }, sendFirstGift: { stage: 1 } });
    expect((await gift('gift-paid-02', 1)).status).toBe(0);
    expect(await tasks(token)).toMatchObject({ sendGift: { stage: 1 }, sendFirstGift: { stage: 1 } });
  });

  it('a user whose first gift was before today does not get the first-gift task from a later one', async () => {
    const { token } = await newUser();
    const room = await aRoom();
    const body = { token, gift_id: 1, anchorid: room.anchorid, liveid: room.id, amount: 1 };
    await sb.post('/api/gift/sendGift', { ...body, request_id: 'early-gift-1' });
    expect(
      (await sb.post('/api/task/receive', { token, key: 'sendFirstGift', request_id: 'early-claim' })).status,
    ).toBe(0);
    clock += DAY;
    await sb.post('/api/gift/sendGift', { ...body, request_id: 'early-gift-2' });
    expect((await tasks(token)).sendFirstGift).toMatchObject({ stage: 1, received: 1 });
  });
});

describe('readInfo: an article read', () => {
  it('each article counts once a day, up to 3; a visitor’s read counts for no one; the next day starts again', async () => {
    const { token } = await newUser();
    const read = (id: number, who: Record<string, string> = { token }) =>
      sb.post('/api/news/getNewsDetail', { ...who, id });
    await read(1);
    await read(2);
    await read(2);
    expect(await stage(token, 'readInfo')).toBe(2);
    await read(3, {});
    expect(await stage(token, 'readInfo')).toBe(2);
    expect((await sb.post('/api/news/getNewsDetail', { token, id: 999_999 })).status).not.toBe(0);
    expect(await stage(token, 'readInfo')).toBe(2);
    await read(3);
    await read(4);
    expect(await stage(token, 'readInfo')).toBe(3);
    clock += DAY;
    await read(1);
    expect(await stage(token, 'readInfo')).toBe(1);
  });
});

describe('shareInfo, shareToFriend, shareMessage: a share made with the share button', () => {
  it('an article counts for shareInfo, a live room for shareToFriend, a match or video for shareMessage, each content once a day', async () => {
    const { token } = await newUser();
    const me = await sb.post<{ invite: { invite_code: string } }>('/webapi/User/getUserInfo', { token });
    const code = me.data.invite.invite_code;
    const room = await aRoom();
    const share = (body: Record<string, unknown>) =>
      sb.post<{ url: string; task: TaskKey; counted: number }>('/api/share/create', { token, ...body });

    const article = await share({ kind: 'dynamic', id: 1 });
    expect(article.data).toEqual({
      url: `${sb.url}/m/share/dynamic/1?invite_code=${code}`,
      task: 'shareInfo',
      counted: 1,
    });
    expect((await share({ kind: 'dynamic', id: 1 })).data.counted).toBe(0);
    expect((await share({ kind: 'live', id: room.anchorid })).data).toMatchObject({
      url: `${sb.url}/m/share/live/${room.anchorid}?invite_code=${code}`,
      task: 'shareToFriend',
      counted: 1,
    });
    const today = await sb.post<{ list: { id: number; sport_id: number }[] }>('/api/race/getDateMatch', {});
    const match = today.data.list.find((m) => m.sport_id === 2) as { id: number };
    expect((await share({ kind: 'match', id: match.id, sport: 'football' })).status).not.toBe(0);
    expect((await share({ kind: 'match', id: match.id, sport: 'basketball' })).data).toMatchObject({
      url: `${sb.url}/m/share/match/basketball/${match.id}?invite_code=${code}`,
      task: 'shareMessage',
      counted: 1,
    });
    expect((await share({ kind: 'dynamic', id: 999_999 })).status).not.toBe(0);
    expect((await share({ kind: 'recordvideo', id: 1 })).data.counted).toBe(1);
    expect((await share({ kind: 'video', id: 1 })).data.counted).toBe(0);
    expect(await tasks(token)).toMatchObject({
      shareInfo: { stage: 1 },
      shareToFriend: { stage: 1 },
      shareMessage: { stage: 1 },
    });
  });

  it('a visitor gets the share page’s address without an invite code, and nothing is counted', async () => {
    const guest = await sb.post<{ url: string; counted: number }>('/api/share/create', { kind: 'shortvideo', id: 1 });
    expect(guest.data).toMatchObject({ url: `${sb.url}/m/share/shortvideo/1`, counted: 0 });
  });
});

describe('inviteFriend and the once/daily rule of progressTask', () => {
  it('a daily task (inviteFriend) starts again each day and stops at its stages; a once task (sendFirstGift) stays', () => {
    const db = openDatabase(':memory:');
    const day = 20_000 * DAY;
    const app = { db } as App;
    const stageOf = (key: TaskKey) =>
      (db.prepare('SELECT SUM(stage) AS n FROM task_progress WHERE user_id = 7 AND key = ?').get(key) as { n: number })
        .n;
    progressTask({ app, now: day }, 7, 'inviteFriend');
    progressTask({ app, now: day }, 7, 'inviteFriend');
    progressTask({ app, now: day }, 7, 'sendFirstGift');
    expect(stageOf('inviteFriend')).toBe(1);
    progressTask({ app, now: day + DAY }, 7, 'inviteFriend');
    progressTask({ app, now: day + DAY }, 7, 'sendFirstGift');
    expect(stageOf('inviteFriend')).toBe(2);
    expect(stageOf('sendFirstGift')).toBe(1);
    db.close();
  });
});

describe('level and points: one rule for 我的 and the task centre', () => {
  it('the user centre’s user_level is the task centre’s level, from the same points, before and after a claim', async () => {
    const { demo } = DEMO_ACCOUNTS;
    const login = await sb.post<{ token: string; user_level: number; point: number }>('/webapi/user/login', {
      account: demo.account,
      password: demo.password,
    });
    const token = login.data.token;
    const info = await sb.post<TaskInfo>('/api/task/getTaskInfo', { token });
    expect(login.data.user_level).toBe(info.data.level.level.level);
    expect(login.data.point).toBe(info.data.level.point);
    expect(levelOf(login.data.point)).toBe(login.data.user_level);
    const basic = await sb.post<{ user_level: number }>('/api/user/getUserBasicInfo', { id: demo.id });
    expect(basic.data.user_level).toBe(login.data.user_level);
  });

  it('levels climb with points at level² × 100', () => {
    expect([0, 399, 400, 899, 900, 1350, 1600].map(levelOf)).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });
});

describe('sendComment: a text in a live room, through the chat service', () => {
  const exists = (id: number) => id === 5;
  const event = { groupID: 'live_5', groupType: 'AVChatRoom', from: '12', msgTypes: ['TIMTextElem'] };

  it('is a registered user’s text in an existing room’s AVChatRoom group; nothing else is a comment', () => {
    expect(commenterOf(event, exists)).toBe(12);
    expect(commenterOf({ ...event, msgTypes: ['TIMCustomElem'] }, exists)).toBeNull();
    expect(commenterOf({ ...event, from: 'guest_0a1b2c' }, exists)).toBeNull();
    expect(commenterOf({ ...event, from: 'administrator' }, exists)).toBeNull();
    expect(commenterOf({ ...event, groupType: 'Public' }, exists)).toBeNull();
    expect(commenterOf({ ...event, groupID: 'live_6' }, exists)).toBeNull();
    expect(commenterOf({ ...event, groupID: 'live_05' }, exists)).toBeNull();
    expect(commenterOf({ ...event, groupID: 'lobby' }, exists)).toBeNull();
  });

  it('5 texts in a live room finish it (a 6th changes nothing); a custom message and a text in another group do not count', async () => {
    // The chat service checks userSigs against the wall clock: this sandbox keeps real time.
    const live = await sandbox();
    const { token, uid } = await register(live, '13722220001');
    const me = await live.post<{ txim_sign: string }>('/webapi/User/getUserInfo', { token });
    const lives = await live.post<{ list: { id: number }[] }>('/api/live/getRealLives', {});
    const group = liveGroupId((lives.data.list[0] as { id: number }).id);
    const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${live.url.replace('http', 'ws')}/im` });
    const comments = async () =>
      (await live.post<TaskInfo>('/api/task/getTaskInfo', { token })).data.tasks.find((t) => t.key === 'sendComment')
        ?.stage;
    try {
      await client.login({ userID: String(uid), userSig: me.data.txim_sign });
      await until(() => client.isReady(), 'the chat client ready');
      await client.joinGroup({ groupID: group });
      const own = await client.createGroup({ type: 'Public', name: 'friends' });
      const friends = own.data.group.groupID;
      const text = (to: string, words: string) =>
        client.sendMessage(client.createTextMessage({ to, conversationType: 'GROUP', payload: { text: words } }));
      await client.sendMessage(
        client.createCustomMessage({ to: group, conversationType: 'GROUP', payload: { data: '{"like":1}' } }),
      );
      await text(friends, 'hello friends');
      expect(await comments()).toBe(0);
      for (let i = 1; i <= 6; i++) await text(group, `comment ${i}`);
      expect(await comments()).toBe(5);
    } finally {
      await client.destroy();
      await live.close();
    }
  });
});
