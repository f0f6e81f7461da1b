import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformMobile } from '../src/auth/mobile.ts';
import { lastLogged, sandbox, type TestSandbox } from './helpers.ts';

const stored = (text: string, lang: 'zh' | 'pt') => {
  const result = platformMobile(text, lang);
  return 'mobile' in result ? result.mobile : `refused: ${result.pt}`;
};

describe('the platform’s mobile numbers (issue #30 item 2)', () => {
  it.each([
    ['13800138000', 'zh', '13800138000'],
    ['+8613800138000', 'zh', '13800138000'],
    ['+5521987654321', 'zh', '+5521987654321'],
    ['+5521987654321', 'pt', '+5521987654321'],
    ['21987654321', 'pt', '+5521987654321'],
    ['13800138000', 'pt', '13800138000'],
    ['+85291234567', 'zh', '+85291234567'],
  ] as const)('issue #30 %s (lang %s) is stored as %s', (text, lang, expected) => {
    expect(stored(text, lang)).toBe(expected);
  });

  it.each([
    ['+552123456789', 'fixo'],
    ['+552187654321', 'celular válido'],
    ['+5520987654321', 'celular válido'],
    ['+55219876543', 'celular válido'],
    ['+1415555', 'celular válido'],
    ['+9991234567', 'código de país'],
    ['21987654321', 'celular válido'],
    ['1380013800', 'celular válido'],
  ])('issue #30 refuses %s (%s)', (text, reason) => {
    expect(stored(text, text === '21987654321' ? 'zh' : 'pt')).toContain(reason);
  });
});

describe('registering with a Brazilian mobile (issue #30)', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await sandbox();
  });
  afterAll(() => sb.close());

  it('issue #30 a +55 mobile registers and logs in; a landline gets no SMS code, with the reason in Portuguese', async () => {
    const code = async (mobile: string, key: string) => {
      await (await fetch(`${sb.url}/api/user/smsCaptcha?code=${key}`)).arrayBuffer();
      const captcha = lastLogged(sb, `captcha ${key}: `);
      return sb.post('/webapi/user/sendCode', { mobile, captcha, code: key }, '?lang=pt-br');
    };
    expect((await code('(21) 98765-4321', 'brazil')).status).toBe(0);
    const sms = lastLogged(sb, 'SMS code for +5521987654321: ');
    const user = await sb.post<{ id: number }>(
      '/webapi/user/regist',
      { mobile: '+5521987654321', sms_code: sms, password: 'secret123', agree: 1 },
      '?lang=pt-br',
    );
    expect(user.status, user.msg).toBe(0);
    const login = await sb.post<{ id: number }>('/webapi/user/login', {
      account: '+5521987654321',
      password: 'secret123',
    });
    expect(login.data.id).toBe(user.data.id);
    const key = 'landline';
    await (await fetch(`${sb.url}/api/user/smsCaptcha?code=${key}`)).arrayBuffer();
    const captcha = lastLogged(sb, `captcha ${key}: `);
    const refused = await sb.post(
      '/webapi/user/sendCode',
      { mobile: '+55 21 2345-6789', captcha, code: key },
      '?lang=pt-br',
    );
    expect(refused.status).not.toBe(0);
    expect(refused.msg).toContain('fixo');
  });
});
