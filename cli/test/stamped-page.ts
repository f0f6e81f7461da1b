// A stamped index.html opened in jsdom as a visitor's browser would run its inline scripts (first-paint and batch tests).
import { JSDOM } from 'jsdom';

/** A visitor's clock far from any build day: Wednesday 5 March 2031, 08:30 local time. */
export const VISIT = new Date(2031, 2, 5, 8, 30).getTime();

/**
 * The stamped index.html opened at `path` with the visitor's clock, its inline scripts run (no module script); the
 * API answers `data` for a path of `answers`, null for any other.
 */
export function openPage(
  html: string,
  path: string,
  sent: { url: string; body: string }[] = [],
  answers: Record<string, unknown> = {},
  stored: Record<string, string> = {},
): JSDOM {
  return new JSDOM(html, {
    url: `http://127.0.0.1${path}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      // jsdom has no MessageChannel (the deep-link script spaces its preloads with one): a browser's, as Node has it.
      Object.assign(window, { MessageChannel });
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      const RealDate = window.Date;
      // The page's `new Date()` is the visitor's now; dates built from parts stay real.
      class VisitorDate extends RealDate {
        constructor(...args: ConstructorParameters<DateConstructor> | []) {
          if (args.length === 0) super(VISIT);
          else super(...(args as ConstructorParameters<DateConstructor>));
        }

        static now() {
          return VISIT;
        }
      }
      window.Date = VisitorDate as DateConstructor;
      window.fetch = async (url: string | URL | Request, init?: RequestInit) => {
        sent.push({ url: String(url), body: String(init?.body) });
        const data = answers[String(url).split('?')[0] ?? ''] ?? null;
        return new Response(JSON.stringify({ status: 0, msg: '', data }), {
          headers: { 'content-type': 'application/json' },
        });
      };
    },
  });
}
