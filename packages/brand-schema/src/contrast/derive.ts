import { hexToOklch, oklchToHex } from './oklch.ts';
import { contrastRatio } from './wcag.ts';

/** A background a colour must stand out from, and the contrast ratio it needs there. */
export interface Against {
  background: string;
  min: number;
}

const meets = (colour: string, against: readonly Against[]) =>
  against.every(({ background, min }) => contrastRatio(colour, background) >= min);

/** How far OKLCH lightness moves per try: 200 tries span 0-1, finer than one step of #rrggbb lightness. */
const STEP = 0.005;

/**
 * The colour nearest to `preferred` that has at least each `min` contrast against each background: the colour
 * itself when it already does, else the same hue and chroma with its OKLCH lightness moved as little as possible
 * (darker or lighter, whichever gets there first), ending at black or white. null when no lightness satisfies
 * every background at once (say a light and a dark one that are too close to each other).
 */
export function readableVariant(preferred: string, against: readonly Against[]): string | null {
  const colour = preferred.toLowerCase();
  if (meets(colour, against)) return colour;
  const { l, c, h } = hexToOklch(colour);
  for (let step = 1; step * STEP <= 1; step++) {
    for (const lightness of [l - step * STEP, l + step * STEP]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = oklchToHex({ l: lightness, c, h });
      if (meets(candidate, against)) return candidate;
    }
  }
  for (const extreme of ['#000000', '#ffffff']) if (meets(extreme, against)) return extreme;
  return null;
}
