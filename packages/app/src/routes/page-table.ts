import type { ComponentType } from 'react';
import type { RouteName } from './paths';

/** Loads a page's module on first visit: every page is lazy. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

/** A feature's pages keyed by registry route name; the route table gives each its path. */
export type PageTable = Partial<Record<RouteName, PageLoader>>;
