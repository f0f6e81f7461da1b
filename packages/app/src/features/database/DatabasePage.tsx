import type { DatabaseHome, MatchEvent, RaceHomeSearch } from '@live/api-contract';
import { Cell, Image, List, SearchBar, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { dictionaryLabel, eventCountry } from '../../domain/database';
import { displayName, sportName } from '../../domain/names';
import { normalizeKeyword } from '../../domain/search';
import { useLoad } from '../../hooks/use-load';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useDatabaseT } from './messages';
import { useDictionaries } from './use-dictionaries';
import { IN_PAGE } from '../../domain/request-presets';
import './database.css';

/** The hot events' logos on a phone's first screen (first-paint.tsx's early call preloads as many). */
const FIRST_ROWS_LOGOS = 8;

const leaguePath = (event: Pick<MatchEvent, 'id' | 'sport_id'>) =>
  paths.databaseLeague({ sname: sportName(event.sport_id), cid: event.id });

/** An event's row: logo, name and country; it opens the league page. */
const EventCell = observer(function EventCell({ event }: { event: MatchEvent }) {
  const { root } = useServices();
  return (
    <Cell
      prefix={<Image src={event.logo} alt="" width={28} height={28} />}
      title={displayName(event, root.language.lang)}
      description={eventCountry(event, root.language.lang)}
      arrow
      link={rowLink(leaguePath(event))}
    />
  );
});

/** Events and teams matching a keyword (raceHome), each opening its database page. */
const SearchResults = observer(function SearchResults({ keyword }: { keyword: string }) {
  const { api, root } = useServices();
  const t = useDatabaseT();
  const language = root.language.lang;
  const found = useLoad<RaceHomeSearch>((signal) => api.search.raceHome({ keyword, ...IN_PAGE }, { signal }), keyword);
  return (
    <LoadState
      state={found}
      isEmpty={(data) => data.events.length + data.teams.length === 0}
      emptyText={t('noResults')}
    >
      {(data) => (
        <>
          {data.events.length > 0 && (
            <List header={t('events')}>
              {data.events.map((event) => (
                <EventCell key={event.id} event={event} />
              ))}
            </List>
          )}
          {data.teams.length > 0 && (
            <List header={t('teams')}>
              {data.teams.map((team) => (
                <Cell
                  key={team.id}
                  prefix={<Image src={team.logo} alt="" width={28} height={28} />}
                  title={displayName(team, language)}
                  arrow
                  link={rowLink(paths.databaseTeam({ sname: sportName(team.sport_id), teamId: team.id }))}
                />
              ))}
            </List>
          )}
        </>
      )}
    </LoadState>
  );
});

/** The leagues opened lately (spec §4: the most recent 15, one per id and sport), newest first. */
const VisitedLeagues = observer(function VisitedLeagues() {
  const { root } = useServices();
  const t = useDatabaseT();
  const leagues = root.history.visitedLeagues;
  if (leagues.length === 0) return null;
  return (
    <section className="database-home__section" aria-labelledby="database-visited">
      <h2 id="database-visited" className="database-home__heading">
        {t('visited')}
      </h2>
      <div className="database-home__chips">
        {leagues.map((league) => (
          <Link
            key={`${league.sportsType}-${league.id}`}
            className="database-home__chip"
            to={paths.databaseLeague({ sname: sportName(league.sportsType), cid: league.id })}
          >
            <Image src={league.logo} alt="" width={20} height={20} />
            <span>{league.name}</span>
          </Link>
        ))}
      </div>
    </section>
  );
});

/** The three rankings: FIFA, hot football teams, hot basketball teams. */
function Billboards() {
  const t = useDatabaseT();
  return (
    <section className="database-home__section" aria-labelledby="database-billboards">
      <h2 id="database-billboards" className="database-home__heading">
        {t('billboards')}
      </h2>
      <div className="database-home__billboards">
        {(['fifa', 'football', 'basketball'] as const).map((type) => (
          <Link key={type} to={paths.databaseBillboard({ type })} className={`database-home__billboard is-${type}`}>
            {t(type)}
          </Link>
        ))}
      </div>
    </section>
  );
}

/** The hot events of a sport as a grid of logos, then every event by area (getHome). */
const SportEvents = observer(function SportEvents({ sport }: { sport: 1 | 2 }) {
  const { api, root } = useServices();
  const t = useDatabaseT();
  const language = root.language.lang;
  const home = useLoad<DatabaseHome>(
    (signal) => api.database.getHome({ sport_id: sport, ...IN_PAGE }, { signal }),
    String(sport),
  );
  return (
    <LoadState state={home} isEmpty={(data) => data.hot.length + data.areas.length === 0} emptyText={t('noEvents')}>
      {(data) => (
        <>
          {data.hot.length > 0 && (
            <section className="database-home__section" aria-labelledby="database-hot">
              <h2 id="database-hot" className="database-home__heading">
                {t('hotEvents')}
              </h2>
              <ul className="database-home__grid">
                {data.hot.map((event, index) => (
                  <li key={event.id}>
                    <Link to={leaguePath(event)} className="database-home__event">
                      {/* The first rows, the page's largest paint (issue #31), as the early call preloads them. */}
                      <Image src={event.logo} alt="" width={40} height={40} priority={index < FIRST_ROWS_LOGOS} />
                      <span>{displayName(event, language)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.areas.map((area) => (
            <List key={area.id} header={area.name}>
              {area.events.map((event) => (
                <EventCell key={event.id} event={event} />
              ))}
            </List>
          ))}
        </>
      )}
    </LoadState>
  );
});

/** /database: search, the visited leagues, the rankings, then the events of the chosen sport (spec §2). */
export default observer(function DatabasePage() {
  const { brand, root } = useServices();
  const t = useDatabaseT();
  const dictionaries = useDictionaries();
  const [value, setValue] = useState('');
  const [keyword, setKeyword] = useState('');
  const [sport, setSport] = useState<1 | 2>(1);
  usePageMeta(brand, 'default', t('database'));
  // sports_type labels the tabs; until it arrives (or if it fails) the page's own names do.
  const sports = ([1, 2] as const).map((code) => ({
    key: String(code),
    title: dictionaries
      ? dictionaryLabel(dictionaries.sports_type, code)
      : t(code === 1 ? 'sportFootball' : 'sportBasketball'),
  }));
  return (
    <div className="database-page">
      <PageBar title={t('database')} fallback={paths.headline()} />
      <SearchBar
        value={value}
        onChange={(next) => {
          setValue(next);
          if (!next) setKeyword('');
        }}
        onSearch={(word) => setKeyword(normalizeKeyword(word))}
        placeholder={t('searchPlaceholder')}
        lang={root.language.lang}
      />
      {keyword ? (
        <SearchResults keyword={keyword} />
      ) : (
        <>
          <VisitedLeagues />
          <Billboards />
          <Tabs
            items={sports}
            activeKey={String(sport)}
            onChange={(key) => setSport(key === '2' ? 2 : 1)}
            label={dictionaries?.sports_type.name ?? t('events')}
          >
            <SportEvents sport={sport} />
          </Tabs>
        </>
      )}
    </div>
  );
});
