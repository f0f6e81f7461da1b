/**
 * Display names a user may not take: the platform's own voices. A user's nick is refused when its folded form
 * (foldName) contains one of them, so spacing, case, full-width letters, accents, punctuation and look-alike
 * letters do not get around the list. Terms that are innocent inside longer words ("admin" in "badminton") are
 * left out.
 */
export const RESERVED_NAMES: readonly string[] = [
  '官方',
  '客服',
  '管理员',
  '管理員',
  '系统消息',
  '系統消息',
  '系统通知',
  '系統通知',
  'administrator',
  'administrador',
  'official',
  'oficial',
  'suporte',
  'moderador',
  'moderator',
];

/** Cyrillic and Greek letters drawn like Latin ones ("оfficial" with a Cyrillic о). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/**
 * The form two names are compared in: NFKC (full-width and compatibility letters to plain ones), lower case,
 * accents dropped, look-alike letters mapped, and whitespace, punctuation, symbols and invisible characters
 * removed. "官方 客服", "ＯＦＦＩＣＩＡＬ", "Suporte!" and "о f f i c i a l" fold to a reserved name.
 */
export function foldName(name: string): string {
  const plain = name.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const mapped = Array.from(plain, (char) => LOOK_ALIKES[char] ?? char).join('');
  return mapped.replace(/[\s\p{P}\p{S}\p{C}]/gu, '').normalize('NFC');
}

/** The reserved name a folded name contains, if any (`reserved` already folded). */
export function reservedIn(folded: string, reserved: readonly string[]): string | undefined {
  return folded === '' ? undefined : reserved.find((term) => folded.includes(term));
}
