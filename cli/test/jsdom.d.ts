// jsdom ships no types; the part the first-paint test uses (the app's packages use it through vitest's environment).
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    /** Gives the window requestAnimationFrame and a visible document. */
    pretendToBeVisual?: boolean;
    beforeParse?(window: Window & typeof globalThis): void;
  }

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
