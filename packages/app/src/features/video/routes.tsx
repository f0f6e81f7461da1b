import type { PageTable } from '../../routes/page-table';

export const videoRoutes: PageTable = {
  liveVideos: async () => ({ Component: (await import('./VideosPage')).default }),
  shortVideo: async () => ({ Component: (await import('./ShortVideoPage')).default }),
  recCategory: async () => ({ Component: (await import('./RecCategoryPage')).default }),
  recCollection: async () => ({ Component: (await import('./RecCollectionPage')).default }),
  recVideo: async () => ({ Component: (await import('./RecVideoPage')).default }),
};
