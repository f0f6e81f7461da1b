import type { ReactNode } from 'react';
import { ChatMenuIcon } from '../chat/ChatMenuIcon';
import type { MessageKey } from '../i18n/messages';
import { paths } from '../routes/paths';

export interface MenuEntry {
  path: string;
  title: MessageKey;
  icon: ReactNode;
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The fixed bottom menu (spec §2), in order. A feature adds its entry when its page exists, so the menu never
 * leads to a missing page.
 */
export const MENU: MenuEntry[] = [
  { path: paths.live(), title: 'live', icon: icon('M3 6h18v12H3z M10 9.5v5l4.5-2.5z') },
  {
    path: paths.score(),
    title: 'score',
    icon: icon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7l3 2.5-1.2 3.5h-3.6L9 9.5z'),
  },
  {
    path: paths.headline(),
    title: 'headline',
    icon: icon('M4 5h16v14H4z M8 9h8 M8 13h8 M8 17h5'),
  },
  {
    path: paths.c2c(),
    title: 'chat',
    icon: <ChatMenuIcon>{icon('M4 5h16v11H10l-6 4z M8 10h8')}</ChatMenuIcon>,
  },
  {
    path: paths.userCenter(),
    title: 'me',
    icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6'),
  },
];

/** The bottom menu shows on the top-level pages; detail pages and forms have their own back button. */
export function menuPathOf(pathname: string): string | null {
  return MENU.find((entry) => entry.path === pathname.replace(/\/+$/, ''))?.path ?? null;
}

/**
 * The fixed menu is on all pages (spec §2): the bottom menu on the top-level ones, a menu button on the others,
 * except the /mobile/ pages, which the native apps embed under their own navigation, and /pp/talk, which only
 * redirects.
 */
export function menuButtonOn(pathname: string): boolean {
  return menuPathOf(pathname) === null && !pathname.startsWith('/mobile/') && !pathname.startsWith('/pp/talk');
}
