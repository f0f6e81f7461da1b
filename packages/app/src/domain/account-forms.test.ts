import { describe, expect, it } from 'vitest';
import { hasErrors, validateCodeRequest, validateLogin, validateRegister } from './account-forms';

describe('account form validation', () => {
  it('login needs an account and a password', () => {
    expect(validateLogin({ account: ' ', password: '' })).toEqual({ account: 'needAccount', password: 'needPassword' });
    expect(hasErrors(validateLogin({ account: '13800138000', password: 'secret1' }))).toBe(false);
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
