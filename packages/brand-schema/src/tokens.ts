import { accessibleColours, type ModeColours } from './contrast/brand-colours.ts';
import type { BrandDescriptor, ModeTokens } from './schema.ts';

/** The 375-wide design is converted to rem at 37.5 px per rem (host-app spec §9). */
export const REM_ROOT_PX = 37.5;

export function pxToRem(px: number): string {
  return `${Number((px / REM_ROOT_PX).toFixed(4))}rem`;
}

export type CssVariables = Record<`--brand-${string}`, string>;

function modeVariables(tokens: ModeTokens, readable: ModeColours): CssVariables {
  return {
    '--brand-text': readable.text,
    '--brand-text-secondary': readable.textSecondary,
    '--brand-primary-text': readable.primaryText,
    '--brand-link': readable.link,
    '--brand-primary-ui': readable.primaryUi,
    '--brand-background': tokens.background,
    '--brand-surface': tokens.surface,
    '--brand-border': tokens.border,
  };
}

/**
 * The brand tokens as CSS variables: light values plus the mode-independent ones, and the dark overrides.
 * Colours that are text, or that text sits on, are the readable (WCAG AA) variants of the brand's colours
 * (`accessibleColours`); `--brand-primary` stays the brand's own colour, for fills.
 */
export function brandCssVariables(theme: BrandDescriptor['theme']): { light: CssVariables; dark: CssVariables } {
  const readable = accessibleColours(theme);
  return {
    light: {
      '--brand-primary': theme.primary,
      '--brand-on-primary': readable.onPrimary,
      '--brand-radius': pxToRem(theme.radius),
      '--brand-font-scale': String(theme.fontScale),
      ...modeVariables(theme.light, readable.light),
    },
    dark: modeVariables(theme.dark, readable.dark),
  };
}

function block(selector: string, vars: CssVariables): string {
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

/** A stylesheet with the light tokens on :root and the dark ones under `body[mode="dark"]` (spec §2). */
export function brandCssText(theme: BrandDescriptor['theme']): string {
  const vars = brandCssVariables(theme);
  return `${block(':root', vars.light)}${block('body[mode="dark"]', vars.dark)}`;
}
