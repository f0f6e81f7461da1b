import type { RouteObject } from 'react-router-dom';

const page = (name: keyof typeof import('./SharePages')) => async () => ({
  Component: (await import('./SharePages'))[name],
});

export const shareRoutes: RouteObject[] = [
  { path: 'share/live/:id', lazy: page('ShareLivePage') },
  { path: 'share/video/:id', lazy: page('ShareRecordVideoPage') },
  { path: 'share/dynamic/:id', lazy: page('ShareDynamicPage') },
  { path: 'share/match/:sport/:id', lazy: page('ShareMatchPage') },
  { path: 'share/shortvideo/:id', lazy: page('ShareShortVideoPage') },
  { path: 'share/recordvideo/:id', lazy: page('ShareRecordVideoPage') },
];
