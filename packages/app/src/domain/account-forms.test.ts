import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { phoneMetadataSubset, PHONE_METADATA_FILE } from '../../build/phone-metadata';
import {
  bindPhoneBody,
  checkMobile,
  hasErrors,
  loginAccount,
  normaliseMobile,
  validateBindPhone,
  validateCodeRequest,
  validateConsent,
  validateLogin,
  validateRegister,
} from './account-forms';

describe('account form validation', () => {
  it('login needs an account and a password', () => {
    expect(validateLogin({ account: ' ', password: '', captcha: '' }, false)).toEqual({
      account: 'needAccount',
      password: 'needPassword',
    });
    expect(hasErrors(validateLogin({ account: '13800138000', password: 'secret1', captcha: '' }, false))).toBe(false);
  });

  it('issue #27 login captcha: once the picture code shows, the login needs its answer', () => {
    const form = { account: '13800138000', password: 'secret1', captcha: ' ' };
    expect(validateLogin(form, true)).toEqual({ captcha: 'needCaptcha' });
    expect(validateLogin({ ...form, captcha: '4821' }, true)).toEqual({});
  });

  it('issue #27 consent: registration needs the ticked user agreement and privacy policy', () => {
    expect(validateConsent(false)).toEqual({ agree: 'needAgree' });
    expect(validateConsent(true)).toEqual({});
  });

  it('issue #27 rebinding a phone: replacing a number needs the account password, a first number does not', () => {
    const form = { mobile: '139 0013 9000', smsCode: ' 123456 ', password: '' };
    expect(validateBindPhone(form, true, 'zh-CN')).toEqual({ password: 'needPassword' });
    expect(validateBindPhone(form, false, 'zh-CN')).toEqual({});
    expect(bindPhoneBody(form, false, 'zh-CN')).toEqual({ mobile: '13900139000', sms_code: '123456' });
    expect(bindPhoneBody({ ...form, password: 'old-secret' }, true, 'zh-CN')).toEqual({
      mobile: '13900139000',
      sms_code: '123456',
      password: 'old-secret',
    });
  });

  it('the SMS code request needs a valid mobile number and the picture code', () => {
    expect(validateCodeRequest({ mobile: '1380013800', captcha: '' }, 'zh-CN')).toEqual({
      mobile: 'mobileShort',
      captcha: 'needCaptcha',
    });
    expect(validateCodeRequest({ mobile: '138 0013 8000', captcha: '1234' }, 'zh-CN')).toEqual({});
    expect(validateCodeRequest({ mobile: '+5511987654321', captcha: '1234' }, 'zh-CN')).toEqual({});
    expect(validateCodeRequest({ mobile: '(21) 98765-4321', captcha: '1234' }, 'pt-BR')).toEqual({});
  });

  it('registration needs a 6-digit SMS code and a 6-20 character password', () => {
    expect(validateRegister({ mobile: '13800138000', smsCode: '12345', password: 'abc' }, 'zh-CN')).toEqual({
      smsCode: 'needSmsCode',
      password: 'badPassword',
    });
    expect(validateRegister({ mobile: '13800138000', smsCode: '123456', password: 'abc123' }, 'zh-CN')).toEqual({});
    expect(
      validateRegister({ mobile: '13800138000', smsCode: '123456', password: 'x'.repeat(21) }, 'zh-CN').password,
    ).toBe('badPassword');
    expect(validateRegister({ mobile: '21 2345-6789', smsCode: '123456', password: 'abc123' }, 'pt-BR')).toEqual({
      mobile: 'mobileLandline',
    });
  });
});

/** As people type them, what the platform is sent, or what is wrong (issue #30 item 2). */
const PT_BR: [string, string][] = [
  ['(21) 98765-4321', '+5521987654321'],
  ['21 98765-4321', '+5521987654321'],
  ['+55 21 98765-4321', '+5521987654321'],
  ['21987654321', '+5521987654321'],
  ['+5521987654321', '+5521987654321'],
  ['(11) 99876-5432', '+5511998765432'],
  ['0 21 98765-4321', '+5521987654321'],
  ['021 98765 4321', '+5521987654321'],
  ['21.98765.4321', '+5521987654321'],
  ['+86 138 0013 8000', '13800138000'],
  ['+852 9123 4567', '+85291234567'],
  ['', 'needMobile'],
  ['21 98765-432a', 'mobileChars'],
  ['(21) 2345-6789', 'mobileLandline'],
  ['(21) 8765-4321', 'mobileNeedsNine'],
  ['(21) 88765-4321', 'mobileNeedsNine'],
  ['(20) 98765-4321', 'badDdd'],
  ['(21) 98765-432', 'mobileShort'],
  ['21 9876', 'mobileShort'],
  ['(21) 98765-43210', 'mobileLong'],
  ['+1 415 555 0100', 'mobileCountry'],
  ['13800138000', 'mobileNeedsNine'],
];

const ZH_CN: [string, string][] = [
  ['13800138000', '13800138000'],
  ['138 0013 8000', '13800138000'],
  ['138-0013-8000', '13800138000'],
  ['+86 138 0013 8000', '13800138000'],
  ['+55 21 98765-4321', '+5521987654321'],
  ['+852 9123 4567', '+85291234567'],
  ['1380013800', 'mobileShort'],
  ['138001380001', 'mobileLong'],
  ['23800138000', 'badMobile'],
  ['21987654321', 'badMobile'],
  ['+55 21 2345-6789', 'mobileLandline'],
  ['+44 7911 123456', 'mobileCountry'],
];

describe('mobile numbers by market (issue #30 item 2)', () => {
  it.each(PT_BR)('issue #30 normalisation table, pt-BR: %j -> %s', (typed, expected) => {
    const check = checkMobile(typed, 'pt-BR');
    expect(check.mobile ?? check.problem).toBe(expected);
  });

  it.each(ZH_CN)('issue #30 normalisation table, zh-CN keeps mainland rules: %j -> %s', (typed, expected) => {
    const check = checkMobile(typed, 'zh-CN');
    expect(check.mobile ?? check.problem).toBe(expected);
  });

  it('issue #30 the number is sent normalised, and a login by phone finds the account it registered', () => {
    expect(normaliseMobile('(21) 98765-4321', 'pt-BR')).toBe('+5521987654321');
    expect(loginAccount(' 21 98765-4321 ', 'pt-BR')).toBe('+5521987654321');
    expect(loginAccount(' fan_2026 ', 'pt-BR')).toBe('fan_2026');
    expect(loginAccount('138 0013 8000', 'zh-CN')).toBe('13800138000');
  });

  it('the shipped metadata is the installed libphonenumber-js mobile metadata of BR, CN, HK, MO and TW', () => {
    expect(JSON.parse(readFileSync(PHONE_METADATA_FILE, 'utf8'))).toEqual(phoneMetadataSubset());
  });
});
