import type { BrandDescriptor, ModeTokens } from '../schema.ts';
import { type Against, readableVariant } from './derive.ts';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './wcag.ts';

type Theme = BrandDescriptor['theme'];
export type Mode = 'light' | 'dark';

/** The colours pages use where colour is text or text sits on colour, in one mode. */
export interface ModeColours {
  /** Main text on cards and the page. */
  text: string;
  /** Secondary text (times, counts, hints) on cards, the page and chips (filled with the border colour). */
  textSecondary: string;
  /** The brand colour used as text (active tabs, text buttons, highlights) on cards and the page. */
  primaryText: string;
  /** Links; also 3:1 against the main text when any shade allows it, so links inside text need no underline. */
  link: string;
  /** The brand colour as a part of a control (indicator, selected border, focus ring, switch track). */
  primaryUi: string;
}

/** One colour in one role against one background: what the brand gave, and what pages use. */
export interface ColourPair {
  mode: Mode;
  /** The CSS variable pages read for this role. */
  variable: string;
  /** What the colour stands on: primary, surface, background, border (chips), or text (for links). */
  on: 'primary' | 'surface' | 'background' | 'border' | 'text';
  background: string;
  /** The ratio the role needs, and the WCAG rule that sets it. */
  min: number;
  rule: string;
  /** A pair WCAG does not require (a link may be underlined instead): reported, never failing. */
  advisory: boolean;
  brand: string;
  brandRatio: number;
  used: string;
  usedRatio: number;
}

export interface AccessibleColours {
  /** Text and icons on the brand colour; the fill itself stays the brand's. */
  onPrimary: string;
  light: ModeColours;
  dark: ModeColours;
  pairs: ColourPair[];
}

const TEXT_RULE = 'WCAG 1.4.3 AA text';
const NON_TEXT_RULE = 'WCAG 1.4.11 AA non-text';
const LINK_RULE = 'WCAG 1.4.1 G183 (else underline)';

function modeColours(primary: string, tokens: ModeTokens): ModeColours {
  const onCards = (min: number): Against[] => [
    { background: tokens.surface, min },
    { background: tokens.background, min },
  ];
  const readable = (preferred: string, against: Against[]) => readableVariant(preferred, against) ?? preferred;
  const primaryText = readable(primary, onCards(AA_TEXT));
  const text = readable(tokens.text, onCards(AA_TEXT));
  // Tags and chips use the border colour as their fill, with secondary text on it.
  const onChips = { background: tokens.border, min: AA_TEXT };
  return {
    text,
    textSecondary: readable(tokens.textSecondary, [...onCards(AA_TEXT), onChips]),
    primaryText,
    link: readableVariant(primary, [...onCards(AA_TEXT), { background: text, min: AA_NON_TEXT }]) ?? primaryText,
    primaryUi: readable(primary, onCards(AA_NON_TEXT)),
  };
}

/**
 * The brand's colours made readable (WCAG 2.2 AA): each role keeps the brand's colour when it passes, else
 * the nearest shade that does (`readableVariant`). The brand colour stays the fill of bars and buttons.
 */
export function accessibleColours(theme: Theme): AccessibleColours {
  const onPrimary = readableVariant(theme.onPrimary, [{ background: theme.primary, min: AA_TEXT }]) ?? theme.onPrimary;
  const light = modeColours(theme.primary, theme.light);
  const dark = modeColours(theme.primary, theme.dark);
  const pairs: ColourPair[] = [];
  const pair = (
    mode: Mode,
    variable: string,
    brand: string,
    used: string,
    on: ColourPair['on'],
    background: string,
    min: number,
    rule: string,
  ) =>
    pairs.push({
      mode,
      variable,
      on,
      background,
      min,
      rule,
      advisory: rule === LINK_RULE,
      brand,
      brandRatio: contrastRatio(brand, background),
      used,
      usedRatio: contrastRatio(used, background),
    });
  pair('light', '--brand-on-primary', theme.onPrimary, onPrimary, 'primary', theme.primary, AA_TEXT, TEXT_RULE);
  for (const mode of ['light', 'dark'] as const) {
    const tokens = theme[mode];
    const used = mode === 'light' ? light : dark;
    for (const on of ['surface', 'background'] as const) {
      const background = tokens[on];
      pair(mode, '--brand-text', tokens.text, used.text, on, background, AA_TEXT, TEXT_RULE);
      pair(
        mode,
        '--brand-text-secondary',
        tokens.textSecondary,
        used.textSecondary,
        on,
        background,
        AA_TEXT,
        TEXT_RULE,
      );
      pair(mode, '--brand-primary-text', theme.primary, used.primaryText, on, background, AA_TEXT, TEXT_RULE);
      pair(mode, '--brand-link', theme.primary, used.link, on, background, AA_TEXT, TEXT_RULE);
      pair(mode, '--brand-primary-ui', theme.primary, used.primaryUi, on, background, AA_NON_TEXT, NON_TEXT_RULE);
    }
    pair(
      mode,
      '--brand-text-secondary',
      tokens.textSecondary,
      used.textSecondary,
      'border',
      tokens.border,
      AA_TEXT,
      TEXT_RULE,
    );
    pair(mode, '--brand-link', theme.primary, used.link, 'text', used.text, AA_NON_TEXT, LINK_RULE);
  }
  return { onPrimary, light, dark, pairs };
}

/** The pairs under their minimum that WCAG requires: a brand with any is not AA. */
export function failingPairs(colours: AccessibleColours): ColourPair[] {
  return colours.pairs.filter((p) => !p.advisory && p.usedRatio < p.min);
}
