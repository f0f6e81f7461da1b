import { useEffect, useRef, useState } from 'react';

/** CSS px per design px (1rem = viewport width / 10 = 37.5 design px, spec §9). */
export function designScale(): number {
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(rootPx) && rootPx > 0 ? rootPx / 37.5 : 1;
}

/** The height of an element in design px, following resizes: what VirtualList takes as its viewport height. */
export function useDesignHeight<E extends HTMLElement>(): [React.RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(Math.floor(element.clientHeight / designScale()));
    // Its first call comes once the browser has laid the element out: reading the height here, in the commit's
    // effects, would force that layout into the same long task.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}
