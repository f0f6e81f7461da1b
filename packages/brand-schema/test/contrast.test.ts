import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hexToOklch } from '../src/contrast/oklch.ts';
import {
  AA_NON_TEXT,
  AA_TEXT,
  accessibleColours,
  brandCssVariables,
  brandSchema,
  contrastRatio,
  failingPairs,
  formatRatio,
  readableVariant,
  relativeLuminance,
} from '../src/index.ts';
import { validBrand } from './valid-brand.ts';

const BRANDS_DIR = join(import.meta.dirname, '../../../brands');
const brands = readdirSync(BRANDS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => brandSchema.parse(JSON.parse(readFileSync(join(BRANDS_DIR, entry.name, 'brand.json'), 'utf8'))));

/** A fixed sequence of colours (a linear congruential generator), so a failure reproduces. */
function colours(count: number): string[] {
  let seed = 31;
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return `#${(seed % 0x1000000).toString(16).padStart(6, '0')}`;
  });
}

describe('WCAG 2.2 contrast ratio (definition of relative luminance and contrast ratio)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, whatever the order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#319cfc', '#319cfc')).toBe(1);
  });

  it('linearises channels below the sRGB threshold linearly (#010101 is 1/255/12.92)', () => {
    expect(relativeLuminance('#010101')).toBeCloseTo(1 / 255 / 12.92, 8);
  });

  it('1.4.3 AA: #767676 on white passes 4.5:1 and #777777 fails (the known boundary greys)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_TEXT);
  });

  it('issue #31: white on #319cfc is 2.88:1; #fffb01 is 1.10:1 on white and 1.01:1 on #f4f5f7', () => {
    expect(formatRatio(contrastRatio('#ffffff', '#319cfc'))).toBe('2.88:1');
    expect(formatRatio(contrastRatio('#fffb01', '#ffffff'))).toBe('1.10:1');
    expect(formatRatio(contrastRatio('#fffb01', '#f4f5f7'))).toBe('1.01:1');
  });

  it('shows a ratio rounded down, so a failing 4.499 never reads as 4.50', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });
});

describe('readableVariant (WCAG 1.4.3 / 1.4.11 AA)', () => {
  it('keeps a colour that already passes', () => {
    expect(readableVariant('#1F2329', [{ background: '#ffffff', min: AA_TEXT }])).toBe('#1f2329');
  });

  it('1.4.3 AA: every variant of 200 colours on 200 backgrounds reaches 4.5:1 (text) and 3:1 (non-text)', () => {
    const list = colours(200);
    for (const [i, colour] of list.entries()) {
      const background = list[(i * 7 + 3) % list.length]!;
      for (const min of [AA_TEXT, AA_NON_TEXT]) {
        const variant = readableVariant(colour, [{ background, min }]);
        expect(variant, `${colour} on ${background}`).not.toBeNull();
        expect(contrastRatio(variant!, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(min);
      }
    }
  });

  it('moves lightness only as far as needed: one step less still fails, and the hue stays', () => {
    const variant = readableVariant('#319cfc', [{ background: '#ffffff', min: AA_TEXT }])!;
    const [from, to] = [hexToOklch('#319cfc'), hexToOklch(variant)];
    expect(to.l).toBeLessThan(from.l);
    expect(Math.abs(to.h - from.h)).toBeLessThan(5);
    const lighter = readableVariant('#319cfc', [
      { background: '#ffffff', min: contrastRatio(variant, '#ffffff') - 0.2 },
    ])!;
    expect(hexToOklch(lighter).l).toBeGreaterThan(to.l);
  });

  it('goes to the dark side when the light side cannot reach the ratio (white text on #319cfc)', () => {
    const variant = readableVariant('#ffffff', [{ background: '#319cfc', min: AA_TEXT }])!;
    expect(relativeLuminance(variant)).toBeLessThan(relativeLuminance('#319cfc'));
    expect(contrastRatio(variant, '#319cfc')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('is null when no colour reads on every background (4.6:1 on both black and white)', () => {
    expect(
      readableVariant('#777777', [
        { background: '#000000', min: 4.6 },
        { background: '#ffffff', min: 4.6 },
      ]),
    ).toBeNull();
  });
});

describe('accessibleColours: every brand readable (WCAG 2.2 AA)', () => {
  it.each(brands.map((brand) => [brand.id, brand] as const))('%s has no pair below AA', (_id, brand) => {
    const colours = accessibleColours(brand.theme);
    expect(failingPairs(colours)).toEqual([]);
    for (const pair of colours.pairs.filter((p) => !p.advisory)) {
      expect(contrastRatio(pair.used, pair.background)).toBeGreaterThanOrEqual(pair.min);
    }
  });

  it('issue #31: xzb yellow is darkened where it is text on white, kept where it is a fill', () => {
    const xzb = brands.find((brand) => brand.id === 'xzb')!;
    const colours = accessibleColours(xzb.theme);
    expect(colours.light.primaryText).not.toBe('#fffb01');
    expect(contrastRatio(colours.light.primaryText, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(colours.light.primaryUi, '#ffffff')).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(brandCssVariables(xzb.theme).light['--brand-primary']).toBe('#fffb01');
    expect(brandCssVariables(xzb.theme).light['--brand-primary-text']).toBe(colours.light.primaryText);
  });

  it('issue #31: text on #319cfc reaches 4.5:1 (white is 2.88:1); the fill stays #319cfc', () => {
    const theme = brandSchema.parse(validBrand()).theme;
    const vars = brandCssVariables(theme);
    expect(vars.light['--brand-primary']).toBe('#319cfc');
    expect(contrastRatio(vars.light['--brand-on-primary']!, '#319cfc')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('1.4.3 AA: grey secondary text (#8a9099, 3.21:1 on white) is darkened on surface and background', () => {
    const theme = brandSchema.parse(validBrand()).theme;
    const { light } = brandCssVariables(theme);
    for (const background of [theme.light.surface, theme.light.background]) {
      expect(contrastRatio(light['--brand-text-secondary']!, background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('a brand colour that already passes is used as is (dark mode #319cfc on #1c1f24)', () => {
    const theme = brandSchema.parse(validBrand()).theme;
    expect(accessibleColours(theme).dark.primaryText).toBe('#319cfc');
  });

  it('reports the brand colour and the used colour of each pair, with the rule', () => {
    const theme = brandSchema.parse(validBrand()).theme;
    const onPrimary = accessibleColours(theme).pairs.find((p) => p.variable === '--brand-on-primary')!;
    expect(onPrimary).toMatchObject({ brand: '#ffffff', on: 'primary', min: AA_TEXT, rule: 'WCAG 1.4.3 AA text' });
    expect(onPrimary.brandRatio).toBeLessThan(AA_TEXT);
    expect(onPrimary.usedRatio).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
