import { matchPath } from 'react-router-dom';
import { BASENAME, ROUTE_NAMES, ROUTES, type RouteName } from './paths';

/** Where a link the platform sends (banner, ad, announcement) leads. */
export type LinkTarget =
  /** A route of the registry; `to` is router-relative. */
  | { kind: 'route'; name: RouteName; to: string }
  /** An in-app address that names no route: the app says it is coming soon and stays where it is. */
  | { kind: 'unknown'; to: string }
  /** Another site, opened as a plain link. */
  | { kind: 'external'; href: string }
  /** Empty, malformed or a scheme that runs code (javascript:, data:...): never followed. */
  | { kind: 'refused'; link: string };

const SEGMENT_PARAM = /(^|\/):/g;

/** Static segments count: '/chat-group/anchor/:id' wins over '/chat-group/:id' for the same address. */
function specificity(name: RouteName): number {
  const path = ROUTES[name].path;
  return path.split('/').length - (path.match(SEGMENT_PARAM)?.length ?? 0);
}

const BY_SPECIFICITY = [...ROUTE_NAMES].sort((a, b) => specificity(b) - specificity(a));

/** Decodes an address the way react-router does before matching: each segment, an encoded '/' kept as %2F. */
export function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
    .join('/');
}

/** The registry route an address (router-relative, no query, as in the address bar) belongs to, or null. */
export function routeOf(pathname: string): RouteName | null {
  let decoded: string;
  try {
    decoded = decodePath(pathname);
  } catch {
    return null;
  }
  return BY_SPECIFICITY.find((name) => matchPath({ path: ROUTES[name].path, end: true }, decoded)) ?? null;
}

/**
 * Resolves a link from the platform against the app at `origin`. Root-relative links name app routes with or
 * without the /m base ('/vip-plans' and '/m/vip-plans' are the same page), so an in-app link never leaves /m/.
 * Only http(s) leaves the app.
 */
export function resolveLink(link: string, origin: string): LinkTarget {
  const text = link.trim();
  if (!text) return { kind: 'refused', link };
  let url: URL;
  try {
    url = new URL(text, `${origin}${BASENAME}/`);
  } catch {
    return { kind: 'refused', link };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused', link };
  if (url.origin !== new URL(origin).origin) return { kind: 'external', href: url.href };
  const inApp = url.pathname === BASENAME || url.pathname.startsWith(`${BASENAME}/`);
  const pathname = (inApp ? url.pathname.slice(BASENAME.length) : url.pathname) || '/';
  const to = `${pathname}${url.search}${url.hash}`;
  const name = routeOf(pathname);
  return name ? { kind: 'route', name, to } : { kind: 'unknown', to };
}
