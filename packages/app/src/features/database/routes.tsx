import type { PageTable } from '../../routes/page-table';
import type { FifaSection } from './FifaTeam';

const mobileFifa = (section: FifaSection) => async () => {
  const { MobileFifaTeamPage } = await import('./MobileFifaTeamPage');
  return { Component: () => <MobileFifaTeamPage section={section} /> };
};

/** The sports database (spec §2): home, league, team, rankings and the national teams. */
export const databaseRoutes: PageTable = {
  database: async () => ({ Component: (await import('./DatabasePage')).default }),
  databaseLeague: async () => ({ Component: (await import('./LeaguePage')).default }),
  databaseTeam: async () => ({ Component: (await import('./TeamPage')).default }),
  databaseBillboard: async () => ({ Component: (await import('./BillboardPage')).default }),
  fifaTeam: async () => ({ Component: (await import('./FifaTeamPage')).default }),
  mobileFifaTeamHonor: mobileFifa('honor'),
  mobileFifaTeamStats: mobileFifa('stats'),
  mobileFifaTeamLineup: mobileFifa('lineup'),
};
