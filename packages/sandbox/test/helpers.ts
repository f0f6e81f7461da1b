import { type ApiEnvelope, NOTIFY_ROOM, SANDBOX_CHAT_APP_ID } from '@live/api-contract';
import TIM, { type Message } from '@live/im-client';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../src/index.ts';
import { dayOf, dayStart } from '../src/seed/calendar.ts';

/**
 * A clock running from noon today (UTC+8), so every phase of the day's calendar is in view whatever the hour.
 * The seeded calendar differs day by day: SANDBOX_TEST_DAY_OFFSET=n runs the suite as of n days later (or
 * earlier), to find a test that holds only on some days' matches before a CI run on that day does.
 */
export function noonClock(): () => number {
  const started = Math.floor(Date.now() / 1000);
  const noon = dayStart(dayOf(started) + Number(process.env.SANDBOX_TEST_DAY_OFFSET ?? 0)) + 12 * 3600;
  return () => noon + Math.floor(Date.now() / 1000) - started;
}

export interface TestSandbox extends RunningSandbox {
  logs: string[];
  /** `headers` e.g. X-Forwarded-For, which names the client of a loopback caller (the per-client limits). */
  post<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    query?: string,
    headers?: Record<string, string>,
  ): Promise<ApiEnvelope<T>>;
  get<T = Record<string, unknown>>(path: string): Promise<ApiEnvelope<T>>;
}

/**
 * A sandbox on a random port over an in-memory database unless told otherwise; its log lines are kept. The
 * simulated viewers keep quiet unless a test asks for their chat, so the rooms hold only what a test sends.
 */
export async function sandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const logs: string[] = [];
  const running = await startSandbox({
    dbPath: ':memory:',
    log: (line) => logs.push(line),
    viewerChat: 'off',
    ...options,
  });
  return {
    ...running,
    logs,
    async post<T>(path: string, body: unknown = {}, query = '', headers: Record<string, string> = {}) {
      const response = await fetch(`${running.url}${path}${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return (await response.json()) as ApiEnvelope<T>;
    },
    async get<T>(path: string) {
      const response = await fetch(`${running.url}${path}`);
      return (await response.json()) as ApiEnvelope<T>;
    },
  };
}

/** Registers a new user through captcha and SMS code, as the app does; returns the login token. */
export async function register(
  sb: TestSandbox,
  mobile: string,
  password = 'secret123',
  extra: Record<string, unknown> = {},
): Promise<{ token: string; uid: number }> {
  const key = `k${mobile}`;
  const image = await fetch(`${sb.url}/api/user/smsCaptcha?code=${key}`);
  await image.arrayBuffer();
  const captcha = lastLogged(sb, `captcha ${key}: `);
  const sent = await sb.post('/webapi/user/sendCode', { mobile, captcha, code: key });
  if (sent.status !== 0) throw new Error(`sendCode: ${sent.msg}`);
  const smsCode = lastLogged(sb, `SMS code for ${mobile}: `);
  const user = await sb.post<{ token: string; id: number }>('/webapi/user/regist', {
    mobile,
    sms_code: smsCode,
    password,
    agree: 1,
    ...extra,
  });
  if (user.status !== 0) throw new Error(`regist: ${user.msg}`);
  return { token: user.data.token, uid: user.data.id };
}

export function lastLogged(sb: TestSandbox, prefix: string): string {
  const line = sb.logs.filter((entry) => entry.startsWith(prefix)).at(-1);
  if (!line) throw new Error(`nothing logged with "${prefix}"`);
  return line.slice(prefix.length).trim();
}

export async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A guest of the sandbox on its chat service (/im), ready and in NOTIFY_ROOM, keeping every message it gets. */
export async function chatGuest(sb: TestSandbox, deviceId: string) {
  const guest = await sb.post<{ userid: string; txim_sign: string }>('/api/user/getGuestInfo', { device_id: deviceId });
  const client = TIM.create({
    SDKAppID: SANDBOX_CHAT_APP_ID,
    proxyServer: `${sb.url.replace('http', 'ws')}/im`,
    joinOnReady: [NOTIFY_ROOM],
  });
  const got: Message[] = [];
  client.on(TIM.EVENT.MESSAGE_RECEIVED, (event) => got.push(...(event.data as Message[])));
  await client.login({ userID: guest.data.userid, userSig: guest.data.txim_sign });
  await until(() => client.isReady(), 'the chat client ready');
  return { client, got };
}
