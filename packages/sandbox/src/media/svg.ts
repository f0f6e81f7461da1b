import { hashSeed, Rng } from '../seed/prng.ts';

/** Generated artwork: every logo, avatar, cover and icon is an SVG drawn from a stable key. */

const PALETTE = [
  '#e53935',
  '#1e88e5',
  '#43a047',
  '#fb8c00',
  '#8e24aa',
  '#00897b',
  '#3949ab',
  '#c0ca33',
  '#6d4c41',
  '#d81b60',
  '#00acc1',
  '#f4511e',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function colours(key: string): [string, string] {
  const rng = new Rng(hashSeed(key));
  const first = rng.pick(PALETTE);
  let second = rng.pick(PALETTE);
  if (second === first) second = '#ffffff';
  return [first, second];
}

/**
 * A crest's letters from a latin name, readable in both languages as real crests are: the initials of a
 * several-word name ("Manchester Racing" -> "MR", "EPL" stays), else the first three letters ("LIV").
 */
export function crestLetters(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length > 1)
    return words
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 3)
      .toUpperCase();
  return (words[0] ?? '').slice(0, 3).toUpperCase();
}

/** A shield (teams) or a round badge (leagues) with the crest's letters. */
export function logoSvg(kind: 'team' | 'event', id: number, name: string): string {
  const [a, b] = colours(`${kind}:${id}`);
  const text = escapeXml(crestLetters(name));
  const shape =
    kind === 'team'
      ? `<path d="M50 4 L92 18 L86 62 Q78 86 50 96 Q22 86 14 62 L8 18 Z" fill="${a}" stroke="${b}" stroke-width="5"/>`
      : `<circle cx="50" cy="50" r="45" fill="${a}" stroke="${b}" stroke-width="6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${shape}<text x="50" y="60" font-family="sans-serif" font-size="28" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text></svg>`;
}

/** Three stripes in colours derived from the country code. */
export function flagSvg(code: string): string {
  const rng = new Rng(hashSeed(`flag:${code}`));
  const stripes = [rng.pick(PALETTE), '#ffffff', rng.pick(PALETTE)];
  const vertical = rng.chance(0.5);
  const bands = stripes
    .map((fill, i) =>
      vertical
        ? `<rect x="${i * 20}" y="0" width="20" height="40" fill="${fill}"/>`
        : `<rect x="0" y="${(i * 40) / 3}" width="60" height="${40 / 3}" fill="${fill}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40" width="60" height="40">${bands}</svg>`;
}

export function avatarSvg(id: number): string {
  const [a, b] = colours(`avatar:${id}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><rect width="100" height="100" fill="${a}"/><circle cx="50" cy="38" r="18" fill="${b}"/><path d="M18 92 Q50 52 82 92 Z" fill="${b}"/></svg>`;
}

/** Covers of pictures that play nothing (news and their photos): no play mark on them. */
const STILL_COVERS = new Set(['cover/news', 'cover/photo']);

/** A 16:9 cover with a title line, and a play mark on what plays. */
export function coverSvg(kind: string, id: number, title: string): string {
  const [a, b] = colours(`${kind}:${id}`);
  const play = STILL_COVERS.has(kind)
    ? ''
    : '<circle cx="160" cy="80" r="34" fill="rgba(255,255,255,0.25)"/><path d="M150 62 L178 80 L150 98 Z" fill="#fff"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/>${play}<text x="16" y="164" font-family="sans-serif" font-size="18" fill="#fff">${escapeXml(title)}</text></svg>`;
}

export function iconSvg(kind: string, id: string): string {
  const [a, b] = colours(`icon:${kind}:${id}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect x="4" y="4" width="56" height="56" rx="14" fill="${a}"/><circle cx="32" cy="32" r="14" fill="${b}"/></svg>`;
}
