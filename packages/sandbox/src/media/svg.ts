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

/** Covers of pictures that play nothing (news and their photos, promotions): no play mark on them. */
const STILL_COVERS = new Set(['cover/news', 'cover/photo', 'cover/banner', 'cover/activity', 'cover/ad']);

/**
 * Promotions (banners, activities, ads) are shown alone, so their art carries their title; every other cover sits
 * on a card that prints the title below it and puts badges (live, online, length) on its corners.
 */
const PROMOTIONS = new Set(['cover/banner', 'cover/activity', 'cover/ad']);

const PITCH =
  '<g fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="2"><rect x="24" y="14" width="272" height="152" rx="2"/><line x1="160" y1="14" x2="160" y2="166"/><circle cx="160" cy="90" r="24"/><rect x="24" y="58" width="32" height="64"/><rect x="264" y="58" width="32" height="64"/></g>';

const TROPHY =
  '<g fill="rgba(255,255,255,0.85)"><path d="M36 52 H96 V74 Q96 108 66 113 Q36 108 36 74 Z"/><path d="M36 58 H20 Q18 84 38 90 L40 83 Q27 79 27 65 H36 Z M96 58 H112 Q114 84 94 90 L92 83 Q105 79 105 65 H96 Z"/><rect x="59" y="113" width="14" height="12"/><rect x="46" y="125" width="40" height="9" rx="3"/></g>';

/**
 * A still photo's moment of play: the two sides' players and the ball on the pitch, placed by the picture's key.
 * A photo as production serves one carries detail; a bare gradient is what Chromium treats as a placeholder (under
 * 0.05 bits a pixel: never a page's largest contentful paint), which a page's real cover never is.
 */
function playersOn(key: string): string {
  const rng = new Rng(hashSeed(`players:${key}`));
  const player = (fill: string) =>
    `<circle cx="${rng.int(36, 284)}" cy="${rng.int(24, 156)}" r="5" fill="${fill}" stroke="#111" stroke-width="1.5"/>`;
  const sides = ['#fff', '#ffd400'].map((fill) => Array.from({ length: 11 }, () => player(fill)).join(''));
  return `<g>${sides.join('')}<circle cx="${rng.int(40, 280)}" cy="${rng.int(30, 150)}" r="3" fill="#fff"/></g>`;
}

/** A text's width in em: CJK and full-width characters are one em, the rest about half. */
function emWidth(text: string): number {
  let width = 0;
  for (const char of text) width += CJK.test(char) ? 1 : 0.56;
  return width;
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** A title cut into at most `max` lines of `width` em, the last one ending in … when the title is longer. */
export function titleLines(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of title.trim()) {
    if (emWidth(line + char) <= width) {
      line += char;
      continue;
    }
    if (lines.length === max - 1) return [...lines, `${line.trimEnd().slice(0, -1)}…`];
    // At the last space when there is one (a Latin word is never cut), else anywhere (Chinese).
    const space = line.lastIndexOf(' ');
    const atSpace = char !== ' ' && space > 0;
    lines.push((atSpace ? line.slice(0, space) : line).trimEnd());
    line = `${atSpace ? line.slice(space + 1) : ''}${char}`.trimStart();
  }
  return line.trim() ? [...lines, line.trim()] : lines;
}

/**
 * A 16:9 cover over the item's colours: a pitch (with a play mark on what plays) for match media; for a
 * promotion a trophy and its title in white on a dark band across the middle, legible on any colour and kept
 * when a wide banner crops the top and bottom.
 */
export function coverSvg(kind: string, id: number, title: string): string {
  const [a, b] = colours(`${kind}:${id}`);
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/>`;
  if (!PROMOTIONS.has(kind)) {
    const play = STILL_COVERS.has(kind)
      ? playersOn(`${kind}:${id}`)
      : '<circle cx="160" cy="90" r="26" fill="rgba(0,0,0,0.35)"/><path d="M152 76 L174 90 L152 104 Z" fill="#fff"/>';
    return `${head}${PITCH}${play}</svg>`;
  }
  const lines = titleLines(title, 9.4, 2);
  const top = 90 - (lines.length * 26) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="122" y="${top + 19 + index * 26}" font-family="sans-serif" font-size="20" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  // The live page shows a banner's top 120 or so (its pager dots over the bottom): there the art sits higher.
  const lift = kind === 'cover/banner' ? 30 : 0;
  return `${head}<g transform="translate(0 -${lift})"><rect y="40" width="320" height="100" fill="rgba(0,0,0,0.45)"/>${TROPHY}${text}</g></svg>`;
}

export function iconSvg(kind: string, id: string): string {
  const [a, b] = colours(`icon:${kind}:${id}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect x="4" y="4" width="56" height="56" rx="14" fill="${a}"/><circle cx="32" cy="32" r="14" fill="${b}"/></svg>`;
}
