import type { BindPhoneBody } from '@live/api-contract';
import { type MetadataJson, ParseError, type PhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/core';
import type { AccountMessageKey } from '../i18n/account-messages';
import phoneMetadata from './phone-metadata.json';
import { PASSWORD } from './password';

// build/phone-metadata.ts: the mobile-only numbering plans of BR, CN, HK, MO and TW.
const METADATA = phoneMetadata as unknown as MetadataJson;

/** What the account forms check before calling the API; the server checks again and its msg is toasted. */
export type FieldErrors<F extends string> = Partial<Record<F, AccountMessageKey>>;

export const SMS_CODE = /^\d{6}$/;

/** Mainland numbers as the platform takes them (spec: 11 digits from 1), the zh-CN market's national form. */
export const MAINLAND_MOBILE = /^1\d{10}$/;

/** Where a number is dialled without +: pt-BR is Brazil, zh-CN mainland China (issue #30 item 2). */
function marketOf(language: string): 'BR' | 'CN' {
  return language.toLowerCase().startsWith('pt') ? 'BR' : 'CN';
}

/** A mobile number as the platform takes it, or what is wrong with it. */
export type MobileCheck = { mobile: string; problem?: undefined } | { mobile?: undefined; problem: AccountMessageKey };

const problem = (key: AccountMessageKey): MobileCheck => ({ problem: key });

/**
 * A mobile number as people type it in the page's market (issue #30 item 2), checked and normalised by
 * libphonenumber-js (Google's numbering plans, kept up to date, rather than patterns of our own), with the mobile-only
 * metadata of the markets' countries (phone-metadata.json):
 * - pt-BR: DDD + 9 digits from 9, with or without +55 or a leading 0, spaces, brackets, dashes and dots, sent as
 *   E.164 (+5521987654321); landlines and 8-digit numbers cannot get the SMS code.
 * - zh-CN: mainland numbers as before (11 digits from 1, sent as typed without spaces).
 * - Either market: a +55 or +86 number, and Hong Kong, Macau and Taiwan mobiles with their + code.
 */
export function checkMobile(text: string, language: string): MobileCheck {
  const compact = text.trim().replace(/[\s().\-\u00a0]/g, '');
  if (!compact) return problem('needMobile');
  if (!/^\+?\d+$/.test(compact)) return problem('mobileChars');
  const market = marketOf(language);
  if (market === 'CN' && !compact.startsWith('+')) return mainland(compact);
  let number: PhoneNumber;
  try {
    number = parsePhoneNumberWithError(compact, { defaultCountry: market }, METADATA);
  } catch (error) {
    const reason = error instanceof ParseError ? error.message : '';
    if (reason === 'INVALID_COUNTRY') return problem('mobileCountry');
    if (reason === 'TOO_SHORT') return problem('mobileShort');
    if (reason === 'TOO_LONG') return problem('mobileLong');
    return problem('badMobile');
  }
  if (number.country === 'CN') return mainland(number.nationalNumber);
  if (number.country === 'BR') return brazilian(number.nationalNumber, number.isValid(), number.number);
  return number.isValid() ? { mobile: number.number } : problem('badMobile');
}

function mainland(digits: string): MobileCheck {
  if (MAINLAND_MOBILE.test(digits)) return { mobile: digits };
  if (digits.length < 11) return problem('mobileShort');
  return problem(digits.length > 11 ? 'mobileLong' : 'badMobile');
}

/** A Brazilian mobile is DDD + 9 digits starting with 9 (Anatel, since 2016); the library knows the DDDs. */
function brazilian(national: string, valid: boolean, e164: string): MobileCheck {
  if (national.length > 11) return problem('mobileLong');
  if (national.length === 10) {
    const first = national.charAt(2);
    if ('2345'.includes(first)) return problem('mobileLandline');
    return problem(first === '9' ? 'mobileShort' : 'mobileNeedsNine');
  }
  if (national.length < 11) return problem('mobileShort');
  if (national.charAt(2) !== '9') return problem('mobileNeedsNine');
  return valid ? { mobile: e164 } : problem('badDdd');
}

/** The number sent to the platform: normalised when it is valid, else as typed without separators. */
export function normaliseMobile(value: string, language: string): string {
  return checkMobile(value, language).mobile ?? value.replace(/[\s-]/g, '');
}

/** The login account: a mobile number of the market as the platform stores it, any other account as typed. */
export function loginAccount(account: string, language: string): string {
  return checkMobile(account, language).mobile ?? account.trim();
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

export function validateMobile(mobile: string, language: string): AccountMessageKey | undefined {
  return checkMobile(mobile, language).problem;
}

/** Asking for the SMS code needs a valid number and the picture code. */
export function validateCodeRequest(
  form: { mobile: string; captcha: string },
  language: string,
): FieldErrors<'mobile' | 'captcha'> {
  const errors: FieldErrors<'mobile' | 'captcha'> = {};
  const mobile = validateMobile(form.mobile, language);
  if (mobile) errors.mobile = mobile;
  if (!form.captcha.trim()) errors.captcha = 'needCaptcha';
  return errors;
}

export type RegisterField = 'mobile' | 'smsCode' | 'password';

export function validateRegister(
  form: {
    mobile: string;
    smsCode: string;
    password: string;
  },
  language: string,
): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const mobile = validateMobile(form.mobile, language);
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
export function validateBindPhone(
  form: BindPhoneForm,
  rebinding: boolean,
  language: string,
): FieldErrors<BindPhoneField> {
  const errors: FieldErrors<BindPhoneField> = {};
  const mobile = validateMobile(form.mobile, language);
  if (mobile) errors.mobile = mobile;
  if (!SMS_CODE.test(form.smsCode.trim())) errors.smsCode = 'needSmsCode';
  if (rebinding && !form.password) errors.password = 'needPassword';
  return errors;
}

/** The bind-phone body: the password only when replacing a number. */
export function bindPhoneBody(form: BindPhoneForm, rebinding: boolean, language: string): BindPhoneBody {
  const body: BindPhoneBody = { mobile: normaliseMobile(form.mobile, language), sms_code: form.smsCode.trim() };
  return rebinding ? { ...body, password: form.password } : body;
}

/** Registration needs the ticked user agreement and privacy policy (PIPL, LGPD); the reset screen asks none. */
export function validateConsent(agreed: boolean): FieldErrors<'agree'> {
  return agreed ? {} : { agree: 'needAgree' };
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
