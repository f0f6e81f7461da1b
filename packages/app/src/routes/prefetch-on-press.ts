import { matchRoutes, type RouteObject } from 'react-router-dom';
import { BASENAME } from './paths';
import { setPendingNavigation } from './pending-navigation';
import { preloadPage } from './routes';

/**
 * Starts loading the page an in-app link opens as a finger or pointer goes down on it: the click follows ~100 ms
 * later on a phone, and a page whose module is in by then renders at once, without suspending. After the click, the
 * address the router moved to is the pending navigation (pending-navigation.ts) until the app shows it. Loaded once
 * the first page is on screen, out of the first load.
 */
export function prefetchOnPress(target: Document, routesFor: (pathname: string) => RouteObject[]): () => void {
  const onPress = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const { pathname } = link;
    if (!pathname.startsWith(`${BASENAME}/`)) return;
    const path = pathname.slice(BASENAME.length);
    // Among the routes its first segment may match, as the app renders: ranking the whole table is a long task.
    const pattern = matchRoutes(routesFor(path), path)?.at(-1)?.route.path;
    if (pattern !== undefined) preloadPage(pattern);
  };
  // The address before the click's handlers run (capturing), and after them (bubbling, after the router's link): a
  // click the router took is default-prevented and has moved the browser's address to the page it opens (a click it
  // left alone loads a document; one a page kept leaves the address as it was).
  let before = '';
  const beforeClick = () => {
    before = `${window.location.pathname}${window.location.search}`;
  };
  const onClick = (event: Event) => {
    const { pathname, search } = window.location;
    if (!event.defaultPrevented || `${pathname}${search}` === before || !pathname.startsWith(`${BASENAME}/`)) return;
    setPendingNavigation(`${pathname.slice(BASENAME.length)}${search}`);
  };
  target.addEventListener('pointerdown', onPress, { capture: true, passive: true });
  target.addEventListener('click', beforeClick, { capture: true });
  target.addEventListener('click', onClick);
  return () => {
    target.removeEventListener('pointerdown', onPress, { capture: true });
    target.removeEventListener('click', beforeClick, { capture: true });
    target.removeEventListener('click', onClick);
  };
}
