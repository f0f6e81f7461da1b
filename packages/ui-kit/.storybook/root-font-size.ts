/** The app's widest layout; wider screens keep the phone layout (same cap as brandgen's index.html). */
export const MAX_LAYOUT_WIDTH = 540;

/** 1rem = viewport width / 10, capped, exactly as the app's index.html does before first paint (spec §9). */
export function fitRootFontSize(doc: Document = document): void {
  const root = doc.documentElement;
  const fit = () => {
    const width = Math.min(root.clientWidth || doc.defaultView?.innerWidth || 375, MAX_LAYOUT_WIDTH);
    root.style.fontSize = `${width / 10}px`;
  };
  fit();
  doc.defaultView?.addEventListener('resize', fit);
}
