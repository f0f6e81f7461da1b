import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_CHAT_APP_ID } from '@live/api-contract';
import TIM, { type ChatClient, type Message } from '@live/im-client';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/index.ts';
import { register, sandbox, type TestSandbox, until } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-chat-profiles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A chat client logged in as the user of `token`, which never writes its own profile (a user who never opened chat). */
async function chatAs(sb: TestSandbox, token: string): Promise<{ client: ChatClient; got: Message[] }> {
  const info = await sb.post<{ id: number; txim_sign: string }>('/webapi/User/getUserInfo', { token });
  const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${sb.url.replace('http', 'ws')}/im` });
  const got: Message[] = [];
  client.on(TIM.EVENT.MESSAGE_RECEIVED, (event) => got.push(...(event.data as Message[])));
  await client.login({ userID: String(info.data.id), userSig: info.data.txim_sign });
  await until(() => client.isReady(), 'the chat client ready');
  return { client, got };
}

async function login(sb: TestSandbox, account: string, password: string): Promise<string> {
  const answer = await sb.post<{ token: string }>('/webapi/user/login', { account, password });
  if (answer.status !== 0) throw new Error(`login: ${answer.msg}`);
  return answer.data.token;
}

async function chatProfile(client: ChatClient, uid: number): Promise<{ nick: string; avatar: string }> {
  const [profile] = (await client.getUserProfile({ userIDList: [String(uid)] })).data;
  return { nick: profile?.nick ?? '', avatar: profile?.avatar ?? '' };
}

describe('platform nickname and avatar in chat profiles', () => {
  it('registration writes them, a profile edit rewrites them, and messages carry them though the user never set them in chat', async () => {
    const sb = await sandbox();
    try {
      const { token, uid } = await register(sb, '13700000091');
      const reader = await chatAs(sb, await login(sb, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password));
      expect(await chatProfile(reader.client, uid)).toEqual({
        nick: '用户0091',
        avatar: `/sandbox/media/avatar/${uid}.svg`,
      });

      const edited = await sb.post('/api/user/editUserInfo', {
        token,
        nick_name: '新昵称',
        avatar: '/sandbox/media/avatar/7.svg',
      });
      expect(edited.status).toBe(0);
      expect(await chatProfile(reader.client, uid)).toEqual({ nick: '新昵称', avatar: '/sandbox/media/avatar/7.svg' });

      const writer = await chatAs(sb, token);
      const message = writer.client.createTextMessage({
        to: String(DEMO_ACCOUNTS.demo.id),
        conversationType: TIM.TYPES.CONV_C2C,
        payload: { text: 'olá' },
      });
      await writer.client.sendMessage(message);
      await until(() => reader.got.some((m) => m.from === String(uid)), 'the message');
      expect(reader.got.find((m) => m.from === String(uid))).toMatchObject({ nick: '新昵称' });
      await Promise.all([writer.client.destroy(), reader.client.destroy()]);
    } finally {
      await sb.close();
    }
  });

  it('users of a database written before chat profiles were published get theirs at the next start', async () => {
    const dbPath = join(dir, 'old.db');
    const before = await sandbox({ dbPath, chat: false });
    const { uid } = await register(before, '13700000092');
    await before.close();

    const after = await sandbox({ dbPath });
    try {
      const reader = await chatAs(after, await login(after, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password));
      expect(await chatProfile(reader.client, uid)).toEqual({
        nick: '用户0092',
        avatar: `/sandbox/media/avatar/${uid}.svg`,
      });
      expect(await chatProfile(reader.client, DEMO_ACCOUNTS.vip.id)).toMatchObject({ nick: 'VIP球迷' });
      await reader.client.destroy();
    } finally {
      await after.close();
    }
  });
});

// Issue #26: anyone could set the chat nick 官方客服 and speak under it in live rooms. The platform owns display
// names: a nickname is checked where it is picked, and the chat service refuses a user writing their own.
describe("display names are the platform's", () => {
  it('a reserved nickname is refused at registration and in the profile edit (zh-CN and pt-BR), however written', async () => {
    const sb = await sandbox();
    try {
      await expect(register(sb, '13700000093', 'secret123', { nick_name: '官方客服' })).rejects.toThrow('保留');
      const { token } = await register(sb, '13700000094');
      for (const nick of ['官方客服', '官方 客服', 'ＳＵＰＯＲＴＥ', 'Administrador']) {
        const zh = await sb.post('/api/user/editUserInfo', { token, nick_name: nick });
        expect(zh.status, nick).not.toBe(0);
        expect(zh.msg).toContain('保留');
      }
      const pt = await sb.post('/api/user/editUserInfo', { token, nick_name: 'Suporte' }, '?lang=pt-br');
      expect(pt.msg).toContain('reservado');
      expect((await sb.post('/api/user/editUserInfo', { token, nick_name: '球迷阿强' })).status).toBe(0);
    } finally {
      await sb.close();
    }
  });

  it("another user's nickname is refused; keeping one's own is not", async () => {
    const sb = await sandbox();
    try {
      const a = await register(sb, '13700000095');
      const b = await register(sb, '13700000096');
      expect((await sb.post('/api/user/editUserInfo', { token: a.token, nick_name: 'Ana Lima' })).status).toBe(0);
      const taken = await sb.post('/api/user/editUserInfo', { token: b.token, nick_name: 'ana  lima' });
      expect(taken.msg).toContain('已被使用');
      const takenPt = await sb.post('/api/user/editUserInfo', { token: b.token, nick_name: 'ANA LIMA' }, '?lang=pt-br');
      expect(takenPt.msg).toContain('em uso');
      expect(
        (await sb.post('/api/user/editUserInfo', { token: a.token, nick_name: 'Ana Lima', avatar: '' })).status,
      ).toBe(0);
    } finally {
      await sb.close();
    }
  });

  it("a user writing their own chat nick or avatar through the chat socket is refused (40004): others see the platform's", async () => {
    const sb = await sandbox();
    try {
      const { token, uid } = await register(sb, '13700000097');
      const writer = await chatAs(sb, token);
      const nick = await writer.client.updateMyProfile({ nick: '官方客服' }).catch((error: { code: number }) => error);
      expect(nick).toMatchObject({ code: 40004 });
      const avatar = await writer.client
        .updateMyProfile({ avatar: 'https://example.com/official.png' })
        .catch((error: { code: number }) => error);
      expect(avatar).toMatchObject({ code: 40004 });
      const reader = await chatAs(sb, await login(sb, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password));
      expect(await chatProfile(reader.client, uid)).toMatchObject({ nick: '用户0097' });
      await Promise.all([writer.client.destroy(), reader.client.destroy()]);
    } finally {
      await sb.close();
    }
  });
});
