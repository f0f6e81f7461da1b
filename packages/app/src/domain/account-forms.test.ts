import { describe, expect, it } from 'vitest';
import {
  bindPhoneBody,
  hasErrors,
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
    expect(validateBindPhone(form, true)).toEqual({ password: 'needPassword' });
    expect(validateBindPhone(form, false)).toEqual({});
    expect(bindPhoneBody(form, false)).toEqual({ mobile: '13900139000', sms_code: '123456' });
    expect(bindPhoneBody({ ...form, password: 'old-secret' }, true)).toEqual({
      mobile: '13900139000',
      sms_code: '123456',
      password: 'old-secret',
    });
  });

  it('the SMS code request needs a valid mobile number and the picture code', () => {
    expect(validateCodeRequest({ mobile: '1380013800', captcha: '' })).toEqual({
      mobile: 'badMobile',
      captcha: 'needCaptcha',
    });
    expect(validateCodeRequest({ mobile: '138 0013 8000', captcha: '1234' })).toEqual({});
    expect(validateCodeRequest({ mobile: '+5511987654321', captcha: '1234' })).toEqual({});
  });

  it('registration needs a 6-digit SMS code and a 6-20 character password', () => {
    expect(validateRegister({ mobile: '13800138000', smsCode: '12345', password: 'abc' })).toEqual({
      smsCode: 'needSmsCode',
      password: 'badPassword',
    });
    expect(validateRegister({ mobile: '13800138000', smsCode: '123456', password: 'abc123' })).toEqual({});
    expect(validateRegister({ mobile: '13800138000', smsCode: '123456', password: 'x'.repeat(21) }).password).toBe(
      'badPassword',
    );
  });
});
