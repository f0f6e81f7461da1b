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
