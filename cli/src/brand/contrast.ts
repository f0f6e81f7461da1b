import { type AccessibleColours, type ColourPair, failingPairs, formatRatio, type Problem } from '@live/brand-schema';
import { colour, table } from '../output.ts';

/** The descriptor field each colour role is made from, so a failing pair names what to change. */
const SOURCE_FIELD: Record<string, (mode: string) => string> = {
  '--brand-on-primary': () => 'theme.onPrimary',
  '--brand-text': (mode) => `theme.${mode}.text`,
  '--brand-text-secondary': (mode) => `theme.${mode}.textSecondary`,
  '--brand-primary-text': () => 'theme.primary',
  '--brand-link': () => 'theme.primary',
  '--brand-primary-ui': () => 'theme.primary',
};

function describePair(pair: ColourPair, colourOf: 'brand' | 'used'): string {
  const value = colourOf === 'brand' ? pair.brand : pair.used;
  const ratio = colourOf === 'brand' ? pair.brandRatio : pair.usedRatio;
  return `${pair.mode} ${pair.variable} ${value} on ${pair.on} ${pair.background}: ${formatRatio(ratio)}`;
}

/** Pairs the pages would show below WCAG AA even after deriving readable shades: the brand must change. */
export function contrastProblems(colours: AccessibleColours): Problem[] {
  return failingPairs(colours).map((pair) => ({
    path: SOURCE_FIELD[pair.variable]?.(pair.mode) ?? pair.variable,
    message:
      `${describePair(pair, 'used')}, below ${formatRatio(pair.min)} (${pair.rule}); ` +
      `no shade of it reads there: change the colour or the ${pair.on} colour`,
  }));
}

/** The pair with the lowest margin over its minimum, among the brand's own colours and among the used ones. */
export function worstPairs(colours: AccessibleColours): { brand: ColourPair; used: ColourPair } {
  const required = colours.pairs.filter((pair) => !pair.advisory);
  const lowest = (ratio: (pair: ColourPair) => number) =>
    required.reduce((worst, pair) => (ratio(pair) / pair.min < ratio(worst) / worst.min ? pair : worst));
  return { brand: lowest((p) => p.brandRatio), used: lowest((p) => p.usedRatio) };
}

function mark(ratio: number, pair: ColourPair): string {
  const text = formatRatio(ratio);
  if (ratio >= pair.min) return text;
  return pair.advisory ? `${text} ~` : colour.red(`${text} ✗`);
}

/**
 * Every pair of the brand: the brand's colour in that role and its contrast, the colour pages use and its
 * contrast, and what WCAG asks. ✗ marks a pair below its minimum; ~ one WCAG allows (an underlined link).
 */
export function contrastTable(colours: AccessibleColours): string {
  const rows = colours.pairs.map((pair) => [
    pair.mode,
    pair.variable,
    `${pair.on} ${pair.background}`,
    `${pair.brand} ${mark(pair.brandRatio, pair)}`,
    `${pair.used} ${mark(pair.usedRatio, pair)}`,
    `${formatRatio(pair.min)} ${pair.rule}`,
  ]);
  return table(['mode', 'token', 'on', 'brand colour', 'used', 'needs'], rows);
}

/** One line: the worst pair of the brand's own colours, and of the colours the pages use. */
export function worstLine(colours: AccessibleColours): string {
  const { brand, used } = worstPairs(colours);
  return `worst pair: brand ${describePair(brand, 'brand')} → used ${describePair(used, 'used')}`;
}
