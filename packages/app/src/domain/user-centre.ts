/** Rules of the user centre (host-app spec §3, §5, §6) as pure functions. */
import type { ApplyStatus, ApplyType, UserInfo } from '@live/api-contract';
import { displayWidth, type TimeZone } from '@live/ui-kit';
import { formatRecordTime } from './money';
import { PASSWORD } from './password';
import { isVipActive } from './user';

export type UserRole = 'vip' | 'anchor' | 'anchorAdmin' | 'operate';

/** §6 roles a user holds, in the order the centre shows their badges. VIP only while active (§4). */
export function userRoles(
  user: Pick<UserInfo, 'vip_level' | 'vip_date' | 'is_anchor' | 'is_anchor_admin' | 'is_operate'>,
  nowMs: number,
): UserRole[] {
  const roles: UserRole[] = [];
  if (isVipActive(user, nowMs)) roles.push('vip');
  if (user.is_anchor === 1) roles.push('anchor');
  if (user.is_anchor_admin === 1) roles.push('anchorAdmin');
  if (user.is_operate === 1) roles.push('operate');
  return roles;
}

/** The `:type` of /user-center/apply/:type: 1 anchor, 2 anchor admin; anything else is no page. */
export function parseApplyType(param: string | undefined): ApplyType | null {
  return param === '1' ? 1 : param === '2' ? 2 : null;
}

export type ApplyView = 'form' | 'review' | 'granted' | 'rejected';

/** What the apply page shows: the role held, the pending review, the rejection (with a new form), or the form. */
export function applyView(status: ApplyStatus): ApplyView {
  if (status.granted === 1) return 'granted';
  if (status.application?.status === 0) return 'review';
  if (status.application?.status === 2) return 'rejected';
  return 'form';
}

/** Limits the platform keeps (the sandbox checks them too). */
export const PROFILE_LIMITS = { nickWidth: 20, signature: 60, city: 40, photos: 9 } as const;

export type ProfileError = 'nickEmpty' | 'nickLong' | 'signatureLong' | 'cityLong' | 'birthdayBad' | 'photosMany';

export interface ProfileForm {
  nick: string;
  signature: string;
  city: string;
  birthday: string;
  photos: string[];
}

/** A nickname (profile edit, rename card) is needed and at most 20 display columns (§5); null when fine. */
export function nickError(nick: string): 'nickEmpty' | 'nickLong' | null {
  const trimmed = nick.trim();
  if (!trimmed) return 'nickEmpty';
  return displayWidth(trimmed) > PROFILE_LIMITS.nickWidth ? 'nickLong' : null;
}

/**
 * Checks the profile before saving: a nick is needed and at most 20 display columns (§5: characters above 127
 * count 2); the signature and city fit the platform's limits; a birthday is a real past date (YYYY-MM-DD).
 */
export function validateProfile(form: ProfileForm, todayIso: string): Partial<Record<keyof ProfileForm, ProfileError>> {
  const errors: Partial<Record<keyof ProfileForm, ProfileError>> = {};
  const nick = nickError(form.nick);
  if (nick) errors.nick = nick;
  if (form.signature.trim().length > PROFILE_LIMITS.signature) errors.signature = 'signatureLong';
  if (form.city.trim().length > PROFILE_LIMITS.city) errors.city = 'cityLong';
  if (form.birthday && (!isRealDate(form.birthday) || form.birthday > todayIso)) errors.birthday = 'birthdayBad';
  if (form.photos.length > PROFILE_LIMITS.photos) errors.photos = 'photosMany';
  return errors;
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text && text >= '1900-01-01';
}

/** §3 profile.age from profile.birthday (YYYY-MM-DD) on the day `todayIso`; 0 when there is no birthday. */
export function ageOn(birthday: string, todayIso: string): number {
  if (!isRealDate(birthday)) return 0;
  const years = Number(todayIso.slice(0, 4)) - Number(birthday.slice(0, 4));
  return Math.max(0, todayIso.slice(5) < birthday.slice(5) ? years - 1 : years);
}

export type PasswordError = 'needOldPassword' | 'badPassword' | 'passwordMismatch' | 'passwordSame';

/** The change-password form: the old one given, a new one of 6-20 letters or digits, typed twice, not the old. */
export function validatePasswordChange(form: {
  old: string;
  next: string;
  confirm: string;
}): Partial<Record<'old' | 'next' | 'confirm', PasswordError>> {
  const errors: Partial<Record<'old' | 'next' | 'confirm', PasswordError>> = {};
  if (!form.old) errors.old = 'needOldPassword';
  if (!PASSWORD.test(form.next)) errors.next = 'badPassword';
  else if (form.next === form.old) errors.next = 'passwordSame';
  if (form.confirm !== form.next) errors.confirm = 'passwordMismatch';
  return errors;
}

/** Unread system messages after marking one (or, with id 0, all) read. */
export function markRead<M extends { id: number; read: 0 | 1 }>(messages: M[], id: number): M[] {
  return messages.map((message) => (id === 0 || message.id === id ? { ...message, read: 1 } : message));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date and time of the user's records in the user's zone (issue #30; the device's when undefined; §9: pt dates
 * use DD/MM): YYYY-MM-DD HH:mm or DD/MM/YYYY HH:mm.
 */
export function formatDateTime(unixSeconds: number, language: string, timeZone?: TimeZone): string {
  return formatRecordTime(unixSeconds, language, timeZone);
}

/** The date part alone (a VIP's vip_date). */
export function formatDate(unixSeconds: number, language: string, timeZone?: TimeZone): string {
  return formatDateTime(unixSeconds, language, timeZone).split(' ')[0] ?? '';
}

/** A broadcast's length as h:mm:ss. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
