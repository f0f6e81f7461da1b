import type { Player, TeamLineup } from '@live/api-contract';
import { Cell, List } from '@live/ui-kit';
import { useMatchTabsT } from './messages';
import { Loading, Section, type TabProps, useTabData } from './parts';

function Players({ title, players }: { title: string; players: Player[] }) {
  return (
    <Section title={title}>
      <List>
        {players.map((player) => (
          <Cell
            key={player.id}
            prefix={<span className="match-tab__shirt">{player.shirt_number}</span>}
            title={player.name}
            value={player.position}
          />
        ))}
      </List>
    </Section>
  );
}

function TeamSheet({ side, lineup }: { side: string; lineup: TeamLineup }) {
  const t = useMatchTabsT();
  return (
    <>
      <Section title={`${side} ${lineup.formation}`}>
        <p className="match-tab__note">
          {t('coach')}: {lineup.coach}
        </p>
      </Section>
      <Players title={t('starters')} players={lineup.players.filter((p) => p.starter === 1)} />
      <Players title={t('substitutes')} players={lineup.players.filter((p) => p.starter !== 1)} />
    </>
  );
}

/** 阵容 (football only): formations, coaches, starters and substitutes (getLineupData). */
export function LineupTab({ sport, matchId }: TabProps) {
  const t = useMatchTabsT();
  const state = useTabData({ sport, matchId }, (race) => race.getLineupData);
  return (
    <Loading state={state}>
      {(data) => (
        <>
          {data.confirmed !== 1 && <p className="match-tab__note">{t('unconfirmed')}</p>}
          <TeamSheet side={t('home')} lineup={data.home} />
          <TeamSheet side={t('away')} lineup={data.away} />
        </>
      )}
    </Loading>
  );
}
