import type { RouteObject } from 'react-router-dom';

export const videoRoutes: RouteObject[] = [
  { path: 'live/videos', lazy: async () => ({ Component: (await import('./VideosPage')).default }) },
  { path: 'shortvideo/:id', lazy: async () => ({ Component: (await import('./ShortVideoPage')).default }) },
  { path: 'rec-category/:id?', lazy: async () => ({ Component: (await import('./RecCategoryPage')).default }) },
  { path: 'rec-collection/:id', lazy: async () => ({ Component: (await import('./RecCollectionPage')).default }) },
  { path: 'rec-video/:id', lazy: async () => ({ Component: (await import('./RecVideoPage')).default }) },
];
