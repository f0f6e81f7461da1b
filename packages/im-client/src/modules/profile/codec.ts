import { ERROR_CODES, TimError } from '../../errors.ts';
import { CUSTOM_PROFILE_PREFIX, LIMITS, utf8Bytes } from '../../limits.ts';
import type { Profile } from '../../types.ts';

/** The profile keys taking one of a few values. */
const CHOICES: Record<string, string[]> = {
  gender: ['Gender_Type_Unknown', 'Gender_Type_Female', 'Gender_Type_Male'],
  allowType: ['AllowType_Type_AllowAny', 'AllowType_Type_NeedConfirm', 'AllowType_Type_DenyAny'],
  adminForbidType: ['AdminForbid_Type_None', 'AdminForbid_Type_SendOut'],
};

/** The profile keys taking a number. */
const NUMBER_KEYS = ['birthday', 'language', 'level', 'role'];

/**
 * Public profile key -> wire tag: `Tag_Profile_IM_` and the key with a capital first letter, unless the tag names
 * it otherwise (`birthday:BirthDay`).
 */
export const PROFILE_TAGS: Record<string, string> = Object.fromEntries(
  'nick gender birthday:BirthDay location selfSignature allowType language avatar:Image messageSettings:MsgSettings adminForbidType level role'
    .split(' ')
    .map((entry) => {
      const [key, name = key[0]!.toUpperCase() + key.slice(1)] = entry.split(':') as [string, string?];
      return [key, `Tag_Profile_IM_${name}`];
    }),
);

const invalid = (tip: string): TimError =>
  new TimError(ERROR_CODES.UPDATE_PROFILE_INVALID_PARAM, `updateMyProfile: invalid param. ${tip}`);

/** Every profile text value is at most 500 bytes; the error reports the current size (spec §5). */
function checkTextSize(key: string, value: string): void {
  const size = utf8Bytes(value);
  if (size > LIMITS.profileValueBytes)
    throw invalid(`${key} must be at most ${LIMITS.profileValueBytes} bytes, it is ${size}`);
}

/** Validates an updateMyProfile payload (spec §5) and returns its wire items. */
export function profileUpdateItems(options: unknown): { Tag: string; Value: unknown }[] {
  if (typeof options !== 'object' || options === null || Array.isArray(options) || Object.keys(options).length === 0) {
    throw new TimError(ERROR_CODES.UPDATE_PROFILE_NO_KEY);
  }
  const items: { Tag: string; Value: unknown }[] = [];
  for (const [key, value] of Object.entries(options as Record<string, unknown>)) {
    if (key === 'profileCustomField') {
      if (!Array.isArray(value)) throw invalid('profileCustomField must be a list');
      if (value.length > LIMITS.customProfileFields)
        throw invalid(`at most ${LIMITS.customProfileFields} custom fields, ${value.length} given`);
      for (const f of value) {
        const { key: k, value: v } = (f ?? {}) as { key?: unknown; value?: unknown };
        const name =
          typeof k === 'string' && k.startsWith(CUSTOM_PROFILE_PREFIX) ? k.slice(CUSTOM_PROFILE_PREFIX.length) : '';
        if (name === '' || name.length > LIMITS.customProfileNameChars)
          throw invalid(
            `custom key ${String(k).slice(0, 40)} must be ${CUSTOM_PROFILE_PREFIX} and 1 to ${LIMITS.customProfileNameChars} characters`,
          );
        if (typeof v !== 'string') throw invalid(`custom value of ${k} must be a string`);
        checkTextSize(k as string, v);
        items.push({ Tag: k as string, Value: v });
      }
      continue;
    }
    const tag = PROFILE_TAGS[key];
    if (!tag) throw invalid(`unknown key ${key}`);
    const choices = CHOICES[key];
    if (choices) {
      if (!choices.includes(value as string)) throw invalid(`${key} must be one of ${choices.join(', ')}`);
    } else if (NUMBER_KEYS.includes(key)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(`${key} must be a number`);
    } else if (key === 'messageSettings') {
      if (value !== 0 && value !== 1) throw invalid('messageSettings must be 0 or 1');
    } else {
      if (typeof value !== 'string') throw invalid(`${key} must be a string`);
      checkTextSize(key, value);
    }
    items.push({ Tag: tag, Value: value });
  }
  return items;
}

/** Sets `key` in a list of `{key, value}` (custom fields), added when missing; true when that changed the list. */
export function setKeyValue(list: { key: string; value: string }[], key: string, value: string): boolean {
  const held = list.find((f) => f.key === key);
  if (held?.value === value) return false;
  if (held) held.value = value;
  else list.push({ key, value });
  return true;
}

/** A `profile.portrait_get_all` item -> public profile. */
export function decodeProfile(raw: unknown): Profile | null {
  const p = (raw ?? {}) as { To_Account?: unknown; ProfileItem?: unknown };
  if (typeof p.To_Account !== 'string' || p.To_Account === '') return null;
  // The official SDK's defaults for the tags the service leaves out.
  const profile: Profile = {
    userID: p.To_Account,
    nick: '',
    avatar: '',
    gender: '',
    selfSignature: '',
    allowType: 'AllowType_Type_AllowAny',
    birthday: 0,
    location: '',
    language: 0,
    messageSettings: 0,
    adminForbidType: 'AdminForbid_Type_None',
    level: 0,
    role: 0,
    profileCustomField: [],
    lastUpdatedTime: 0,
  };
  const byTag = new Map(Object.entries(PROFILE_TAGS).map(([k, t]) => [t, k]));
  for (const item of Array.isArray(p.ProfileItem) ? p.ProfileItem : []) {
    const { Tag, Value } = (item ?? {}) as { Tag?: unknown; Value?: unknown };
    if (typeof Tag !== 'string') continue;
    const key = byTag.get(Tag);
    if (key) (profile as unknown as Record<string, unknown>)[key] = Value;
    else if (Tag.startsWith('Tag_Profile_Custom'))
      profile.profileCustomField.push({ key: Tag, value: String(Value ?? '') });
  }
  return profile;
}
