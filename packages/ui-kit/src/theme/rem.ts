/** Design px on the 375-wide grid -> rem, for sizes set from props (CSS files are converted by PostCSS). */
export function rem(px: number): string {
  return `${Number((px / 37.5).toFixed(5))}rem`;
}

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
