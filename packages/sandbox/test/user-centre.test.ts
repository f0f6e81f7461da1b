import type { AnchorLiveSession, ApplyStatus, MaterialItem, PageOf, UserLogEntry } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLogged, noonClock, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
/** Two users: every call below is made with A's token and B's ids in the body. */
let a: { token: string; uid: number };
let b: { token: string; uid: number };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(token: string, key: string): Promise<{ key: string; url: string }> {
  const target = await sb.post<{ key: string; put_url: string; url: string }>('/api/config/getTempKeysForMinio', {
    token,
    key,
  });
  expect(target.status).toBe(0);
  const put = await fetch(`${sb.url}${target.data.put_url}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: PNG,
  });
  expect(put.status).toBe(200);
  return target.data;
}

async function userInfo(token: string) {
  return (await sb.post<Record<string, unknown>>('/webapi/User/getUserInfo', { token })).data;
}

async function log(token: string, kind: 'login' | 'activity') {
  return (await sb.post<PageOf<UserLogEntry>>('/api/user/getUserLog', { token, kind })).data.list;
}

beforeAll(async () => {
  sb = await sandbox({ now: noonClock() });
  a = await register(sb, '13911110001');
  b = await register(sb, '13911110002');
});
afterAll(() => sb.close());

describe('anchor applications and their review', () => {
  it('an application waits for review, a second one is refused, approval grants the role and sends a message', async () => {
    const body = {
      token: a.token,
      type: 1,
      real_name: '张三',
      contact: '13911110001',
      reason: '我想解说英超比赛',
      agree: 1,
    };
    const applied = await sb.post<ApplyStatus>('/api/user/applyAnchor', body);
    expect(applied.status).toBe(0);
    expect(applied.data.application?.status).toBe(0);
    expect(applied.data.granted).toBe(0);
    const again = await sb.post('/api/user/applyAnchor', body);
    expect(again.status).toBe(1);
    expect(again.msg).toContain('审核中');

    const id = applied.data.application?.id;
    const review = await fetch(`${sb.url}/sandbox/review-apply`, {
      method: 'POST',
      body: JSON.stringify({ id, approve: true }),
    });
    expect(((await review.json()) as { status: number }).status).toBe(0);
    const status = await sb.post<ApplyStatus>('/api/user/getApplyStatus', { token: a.token, type: 1 });
    expect(status.data).toMatchObject({ granted: 1, application: { status: 1 } });
    expect(await userInfo(a.token)).toMatchObject({ is_anchor: 1 });
    const messages = await sb.post<{ list: { title: string }[] }>('/api/user/getMessageList', { token: a.token });
    expect(messages.data.list[0]?.title).toBe('主播申请已通过');
    expect((await sb.post('/api/user/applyAnchor', body)).msg).toContain('已拥有');
  });

  it('a rejection keeps the role off, says why, and allows applying again', async () => {
    const body = {
      token: b.token,
      type: 2,
      real_name: '李四',
      contact: 'li@example.com',
      reason: '管理直播间秩序',
      agree: 1,
    };
    const applied = await sb.post<ApplyStatus>('/api/user/applyAnchor', body);
    await fetch(`${sb.url}/sandbox/review-apply`, {
      method: 'POST',
      body: JSON.stringify({ id: applied.data.application?.id, approve: false, note: '联系方式无效' }),
    });
    const status = await sb.post<ApplyStatus>('/api/user/getApplyStatus', { token: b.token, type: 2 });
    expect(status.data).toMatchObject({ granted: 0, application: { status: 2, note: '联系方式无效' } });
    expect((await sb.post<ApplyStatus>('/api/user/applyAnchor', body)).data.application?.status).toBe(0);
  });

  it('a bad parameter gets a message naming it, in pt-BR when asked', async () => {
    const base = { token: a.token, type: 2, real_name: '张三', contact: 'x', reason: '足够长的理由', agree: 1 };
    expect((await sb.post('/api/user/applyAnchor', { ...base, type: 3 })).msg).toContain('type');
    expect((await sb.post('/api/user/applyAnchor', { ...base, real_name: '' })).msg).toContain('real_name');
    const pt = await sb.post('/api/user/applyAnchor', { ...base, reason: 'ok' }, '?lang=pt-br');
    expect(pt.msg).toBe('O parâmetro reason precisa de ao menos 5 caracteres');
    expect((await sb.post('/api/user/getApplyStatus', { type: 1 })).status).toBe(2);
  });
});

describe('login and activity log', () => {
  it('the demo user starts with a login log and a watch history (the pages have content)', async () => {
    const demo = await sb.post<{ token: string }>('/webapi/user/login', { account: 'demo', password: 'sandbox123' });
    expect((await log(demo.data.token, 'login')).length).toBeGreaterThan(3);
    const history = await sb.post<{ total: number }>('/webapi/user/getLiveLog', { token: demo.data.token });
    expect(history.data.total).toBe(3);
  });

  it('logins and account changes are logged for their own user only', async () => {
    const login = await sb.post<{ token: string }>('/webapi/user/login', {
      account: '13911110001',
      password: 'secret123',
      platform: 1,
    });
    const lines = await log(login.data.token, 'login');
    expect(lines[0]).toMatchObject({ action: 'login', title: '登录', platform: 1 });
    expect(lines.at(-1)).toMatchObject({ action: 'register' });
    await sb.post('/api/user/editUserInfo', { token: a.token, nick_name: '新名字' });
    expect((await log(a.token, 'activity'))[0]).toMatchObject({ action: 'edit_profile', title: '修改资料' });
    const pt = await sb.post<PageOf<UserLogEntry>>(
      '/api/user/getUserLog',
      { token: a.token, kind: 'activity' },
      '?lang=pt-br',
    );
    expect(pt.data.list[0]?.title).toBe('Perfil editado');
    expect((await sb.post('/api/user/getUserLog', { token: a.token, kind: 'all' })).msg).toContain('kind');
  });
});

describe('anchor pages and materials', () => {
  it("an anchor's live record is public; a user who is not an anchor has none", async () => {
    const record = await sb.post<PageOf<AnchorLiveSession>>('/api/user/getAnchorLiveRecord', { anchorid: 11 });
    expect(record.status).toBe(0);
    expect(record.data.total).toBeGreaterThan(3);
    for (const session of record.data.list) expect(session.title).not.toBe('');
    expect((await sb.post('/api/user/getAnchorLiveRecord', { anchorid: b.uid })).status).toBe(4);
    const own = await sb.post<PageOf<AnchorLiveSession>>('/api/user/getAnchorLiveRecord', { token: b.token });
    expect(own.data.total).toBe(0);
  });

  it('materials list the caller’s own images and delete only those', async () => {
    const mine = await upload(a.token, 'photo/one.png');
    const list = await sb.post<PageOf<MaterialItem>>('/api/user/getMaterialList', { token: a.token });
    expect(list.data.list.map((item) => item.url)).toContain(mine.url);
    const removed = await sb.post('/api/user/deleteMaterial', { token: a.token, key: mine.key });
    expect(removed.status).toBe(0);
    expect((await fetch(`${sb.url}${mine.url}`)).status).toBe(404);
    expect((await sb.post('/api/user/deleteMaterial', { token: a.token, key: mine.key })).status).toBe(4);
  });

  it('the about text comes in both languages', async () => {
    const zh = await sb.post<{ paragraphs: string[]; version: string }>('/webapi/config/getAbout');
    const pt = await sb.post<{ paragraphs: string[] }>('/webapi/config/getAbout', {}, '?lang=pt-br');
    expect(zh.data.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pt.data.paragraphs[0]).not.toBe(zh.data.paragraphs[0]);
  });

  it('protocol texts (the privacy and terms pages) come in pt-BR too', async () => {
    const pt = await sb.post<{ title: string; paragraphs: string[] }>(
      '/webapi/protocal/getProtocal',
      {},
      '?type=4&lang=pt-br',
    );
    expect(pt.data.title).toBe('Termos do Apresentador do {brand}');
    expect(pt.data.paragraphs.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("security: A's token with B's ids acts on A or is refused (never on B)", () => {
  const other = () => ({ uid: b.uid, id: b.uid, user_id: b.uid, userid: b.uid });

  it('profile, password, phone and third_member', async () => {
    const before = await userInfo(b.token);
    const edited = await sb.post<{ id: number }>('/api/user/editUserInfo', {
      token: a.token,
      ...other(),
      nick_name: 'hijack',
    });
    expect(edited.data.id).toBe(a.uid);
    await sb.post('/api/user/updateThirdMember', { token: a.token, ...other(), third_member: 'x' });
    expect(
      await sb.post('/api/user/changePwd', {
        token: a.token,
        ...other(),
        old_password: 'secret123',
        password: 'other123',
      }),
    ).toMatchObject({ status: 0 });
    const bLogin = await sb.post('/webapi/user/login', { account: '13911110002', password: 'secret123' });
    expect(bLogin.status).toBe(0);
    const key = 'kbind';
    await (await fetch(`${sb.url}/api/user/smsCaptcha?code=${key}`)).arrayBuffer();
    await sb.post('/webapi/user/sendCode', {
      mobile: '13911110009',
      captcha: lastLogged(sb, `captcha ${key}: `),
      code: key,
    });
    const bound = await sb.post<{ id: number }>('/api/User/bindPhone', {
      token: a.token,
      ...other(),
      mobile: '13911110009',
      sms_code: lastLogged(sb, 'SMS code for 13911110009: '),
      password: 'other123',
    });
    expect(bound.data.id).toBe(a.uid);
    const after = await userInfo(b.token);
    expect(after).toMatchObject({
      nick_name: before.nick_name,
      third_member: before.third_member,
      mobile: before.mobile,
    });
  });

  it("messages: B's message cannot be read or marked by A", async () => {
    const bMessages = await sb.post<{ list: { id: number; read: number }[] }>('/api/user/getMessageList', {
      token: b.token,
    });
    const target = bMessages.data.list.find((message) => !message.read);
    expect(target).toBeDefined();
    expect((await sb.post('/api/user/readMessage', { token: a.token, ...other(), id: target?.id })).status).toBe(4);
    const aList = await sb.post<{ list: { id: number }[] }>('/api/user/getMessageList', { token: a.token, ...other() });
    expect(aList.data.list.map((message) => message.id)).not.toContain(target?.id);
    const still = await sb.post<{ list: { id: number; read: number }[] }>('/api/user/getMessageList', {
      token: b.token,
    });
    expect(still.data.list.find((message) => message.id === target?.id)?.read).toBe(0);
  });

  it("applications, logs, feedback, follows and watch history are the token's user's", async () => {
    const bStatus = await sb.post<ApplyStatus>('/api/user/getApplyStatus', { token: b.token, type: 2 });
    const aStatus = await sb.post<ApplyStatus>('/api/user/getApplyStatus', { token: a.token, ...other(), type: 2 });
    expect(aStatus.data.application?.id).not.toBe(bStatus.data.application?.id);
    const bLogBefore = await log(b.token, 'activity');
    await sb.post('/api/customerservice/publish', { token: a.token, ...other(), content: '反馈内容' });
    expect((await log(a.token, 'activity'))[0]?.action).toBe('feedback');
    expect(await log(b.token, 'activity')).toEqual(bLogBefore);
    const aLog = await sb.post<PageOf<UserLogEntry>>('/api/user/getUserLog', {
      token: a.token,
      ...other(),
      kind: 'login',
    });
    const bLog = await log(b.token, 'login');
    expect(aLog.data.list.map((line) => line.id)).not.toContain(bLog[0]?.id);
    await sb.post('/api/user/attentUser', { token: b.token, userid: 12, type: 1 });
    const follows = await sb.post<{ list: { id: number }[] }>('/api/user/getAttentList', {
      token: a.token,
      ...other(),
    });
    expect(follows.data.list.map((user) => user.id)).not.toContain(12);
    const history = await sb.post<{ total: number }>('/webapi/user/getLiveLog', { token: a.token, ...other() });
    expect(history.status).toBe(0);
  });

  it("uploads and materials: B's files cannot be written, listed or deleted by A", async () => {
    const bFile = await upload(b.token, 'photo/b.png');
    expect((await sb.post('/api/config/getTempKeysForMinio', { token: a.token, key: bFile.key })).status).toBe(1);
    const aList = await sb.post<PageOf<MaterialItem>>('/api/user/getMaterialList', { token: a.token, ...other() });
    expect(aList.data.list.map((item) => item.key)).not.toContain(bFile.key);
    expect((await sb.post('/api/user/deleteMaterial', { token: a.token, ...other(), key: bFile.key })).status).toBe(1);
    expect((await fetch(`${sb.url}${bFile.url}`)).status).toBe(200);
  });
});
