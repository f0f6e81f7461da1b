import type { AccountMessageKey } from '../i18n/account-messages';

/** What the account forms check before calling the API; the server checks again and its msg is toasted. */
export type FieldErrors<F extends string> = Partial<Record<F, AccountMessageKey>>;

/** Mainland numbers (11 digits from 1) or international ones with a leading +, as the platform accepts. */
export const MOBILE = /^(1\d{10}|\+\d{8,15})$/;
export const PASSWORD = /^[A-Za-z0-9!@#$%^&*._-]{6,20}$/;
export const SMS_CODE = /^\d{6}$/;

export function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function validateLogin(form: { account: string; password: string }): FieldErrors<'account' | 'password'> {
  const errors: FieldErrors<'account' | 'password'> = {};
  if (!form.account.trim()) errors.account = 'needAccount';
  if (!form.password) errors.password = 'needPassword';
  return errors;
}

export function validateMobile(mobile: string): AccountMessageKey | undefined {
  return MOBILE.test(normaliseMobile(mobile)) ? undefined : 'badMobile';
}

/** Asking for the SMS code needs a valid number and the picture code. */
export function validateCodeRequest(form: { mobile: string; captcha: string }): FieldErrors<'mobile' | 'captcha'> {
  const errors: FieldErrors<'mobile' | 'captcha'> = {};
  const mobile = validateMobile(form.mobile);
  if (mobile) errors.mobile = mobile;
  if (!form.captcha.trim()) errors.captcha = 'needCaptcha';
  return errors;
}

export type RegisterField = 'mobile' | 'smsCode' | 'password';

export function validateRegister(form: {
  mobile: string;
  smsCode: string;
  password: string;
}): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const mobile = validateMobile(form.mobile);
  if (mobile) errors.mobile = mobile;
  if (!SMS_CODE.test(form.smsCode.trim())) errors.smsCode = 'needSmsCode';
  if (!PASSWORD.test(form.password)) errors.password = 'badPassword';
  return errors;
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
