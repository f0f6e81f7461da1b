import { useEffect, useState } from 'react';

/** The part of the visual viewport a browser reports (window.visualViewport). */
export interface ViewportBox {
  offsetTop: number;
  height: number;
}

/**
 * How far above the layout viewport's bottom the visible area ends: the on-screen keyboard's height where the
 * browser shrinks only the visual viewport (iOS Safari, Chrome since 108), 0 where it resizes the page or shows
 * no keyboard. Something pinned to the bottom moves up by this much to stay above the keyboard.
 */
export function keyboardInset(layoutHeight: number, viewport: ViewportBox | null | undefined): number {
  if (!viewport) return 0;
  return Math.max(0, Math.round(layoutHeight - viewport.offsetTop - viewport.height));
}

/** keyboardInset of this page, following the visual viewport as the keyboard opens, closes or the page pans. */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setInset(keyboardInset(document.documentElement.clientHeight, viewport));
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}
