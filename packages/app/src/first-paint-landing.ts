/**
 * Which route an address lands on, read by index.html before any of the app's script has arrived (issue #31: a
 * deep link from a chat or a share is a first visit too): the page it preloads and the first calls it starts
 * are that route's. Stamped as source text, so it imports and closes over nothing.
 */

/** The window property the route the address lands on is left under ({name, params}). */
export const LANDING_KEY = '__landingRoute';

/** The route an address opens and its parameters, as the router will read them. */
export interface Landing {
  name: string;
  params: Record<string, string>;
}

/**
 * The route of `pathname` among `routes` ([name, pattern] with react-router's `:param` and a trailing `:param?`),
 * under `base` (the router's basename; the base itself opens `rootRoute`); null for an address outside the app or
 * none of its routes. Where two patterns match, the one with more fixed segments wins, as react-router ranks them
 * (/score/detail/football/:matchid over /score/detail/:matchid).
 */
export function landingRoute(
  pathname: string,
  base: string,
  rootRoute: string,
  routes: [string, string][],
): Landing | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === base) return { name: rootRoute, params: {} };
  if (path.indexOf(base + '/') !== 0) return null;
  const segments = path.slice(base.length + 1).split('/');
  let best: Landing | null = null;
  let bestFixed = -1;
  for (const [name, pattern] of routes) {
    const parts = pattern.split('/').slice(1);
    const optional = parts.length > 0 && /^:.+\?$/.test(parts[parts.length - 1] ?? '');
    if (segments.length !== parts.length && !(optional && segments.length === parts.length - 1)) continue;
    const params: Record<string, string> = {};
    let fixed = 0;
    let matches = true;
    for (let i = 0; i < segments.length && matches; i++) {
      const part = parts[i] ?? '';
      const segment = segments[i] ?? '';
      if (part.charAt(0) === ':') {
        if (segment === '') matches = false;
        else {
          try {
            params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(segment);
          } catch {
            matches = false;
          }
        }
      } else if (part === segment) fixed++;
      else matches = false;
    }
    if (matches && fixed > bestFixed) {
      best = { name, params };
      bestFixed = fixed;
    }
  }
  return best;
}
