import { useEffect, useState } from 'react';

/** CSS px per design px: the root font size over 37.5 (1rem = viewport width / 10, spec §9). */
export function designScale(doc: Document | undefined = globalThis.document): number {
  if (!doc?.defaultView) return 1;
  const rootPx = Number.parseFloat(doc.defaultView.getComputedStyle(doc.documentElement).fontSize);
  return Number.isFinite(rootPx) && rootPx > 0 ? rootPx / 37.5 : 1;
}

/** The design scale, updated when the window is resized. */
export function useDesignScale(): number {
  const [scale, setScale] = useState(designScale);
  useEffect(() => {
    const update = () => setScale(designScale());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return scale;
}
