import type { PageTable } from '../../routes/page-table';

export const talkRoutes: PageTable = {
  talk: async () => ({ Component: (await import('./TalkPage')).default }),
};
