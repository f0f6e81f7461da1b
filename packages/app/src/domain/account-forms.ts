import type { BindPhoneBody } from '@live/api-contract';
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

export type LoginField = 'account' | 'password' | 'captcha';

/** The picture code is asked only once the platform showed it (after wrong passwords, login-flow.ts). */
export function validateLogin(
  form: { account: string; password: string; captcha: string },
  captchaShown: boolean,
): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (!form.account.trim()) errors.account = 'needAccount';
  if (!form.password) errors.password = 'needPassword';
  if (captchaShown && !form.captcha.trim()) errors.captcha = 'needCaptcha';
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

export type BindPhoneField = 'mobile' | 'captcha' | 'smsCode' | 'password';

interface BindPhoneForm {
  mobile: string;
  smsCode: string;
  password: string;
}

/**
 * Binding a number needs it and its SMS code; replacing a number the account already has needs the account
 * password too (issue #27: whoever holds a token alone cannot move the account to their phone).
 */
export function validateBindPhone(form: BindPhoneForm, rebinding: boolean): FieldErrors<BindPhoneField> {
  const errors: FieldErrors<BindPhoneField> = {};
  const mobile = validateMobile(form.mobile);
  if (mobile) errors.mobile = mobile;
  if (!SMS_CODE.test(form.smsCode.trim())) errors.smsCode = 'needSmsCode';
  if (rebinding && !form.password) errors.password = 'needPassword';
  return errors;
}

/** The bind-phone body: the password only when replacing a number. */
export function bindPhoneBody(form: BindPhoneForm, rebinding: boolean): BindPhoneBody {
  const body: BindPhoneBody = { mobile: normaliseMobile(form.mobile), sms_code: form.smsCode.trim() };
  return rebinding ? { ...body, password: form.password } : body;
}

/** Registration needs the ticked user agreement and privacy policy (PIPL, LGPD); the reset screen asks none. */
export function validateConsent(agreed: boolean): FieldErrors<'agree'> {
  return agreed ? {} : { agree: 'needAgree' };
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
