import type { PageTable } from '../../routes/page-table';

const page = (name: keyof typeof import('./SharePages')) => async () => ({
  Component: (await import('./SharePages'))[name],
});

export const shareRoutes: PageTable = {
  shareLive: page('ShareLivePage'),
  shareVideo: page('ShareRecordVideoPage'),
  shareDynamic: page('ShareDynamicPage'),
  shareMatch: page('ShareMatchPage'),
  shareShortVideo: page('ShareShortVideoPage'),
  shareRecordVideo: page('ShareRecordVideoPage'),
};
