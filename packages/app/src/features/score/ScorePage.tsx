import type { EventWithCount, RaceTag, SportFilter } from '@live/api-contract';
import {
  Button,
  DateStrip,
  Empty,
  NavBar,
  PullToRefresh,
  Skeleton,
  Tabs,
  isCalendarDay,
  visibleRange,
  rowOffsets,
  useTimeZone,
} from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import {
  lazy,
  startTransition,
  Suspense,
  type UIEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { calendarDay, userTimeZone } from '../../domain/calendar-day';
import { MATCH_FILTER, type MatchFilter } from '../../domain/match-status';
import { displayName } from '../../domain/names';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useCollect } from './use-collect';
import { useScoreT } from './messages';
import { DEFAULT_LIST, POLL_MS, useMatchList } from './use-match-list';
import { useDesignHeight } from '../../hooks/use-design-height';
import { useVisiblePolling } from '../../hooks/use-visible-polling';
import { QUIET } from '../../domain/request-presets';
import './score.css';

/**
 * The list and its virtualizer (about 10 KB gzip) load while the day's matches do (the page starts both at once),
 * so they are not part of the first paint.
 */
const loadMatchList = () => import('./MatchList');
const MatchList = lazy(async () => ({ default: (await loadMatchList()).MatchList }));

/** The league sheet loads when first opened: most visits never open it. */
const ActionSheet = lazy(async () => ({ default: (await import('@live/ui-kit/ActionSheet/index.ts')).ActionSheet }));

/** Row height of a ScoreCard in design px. */
export const ROW_HEIGHT = 78;
/** Upcoming days after today on the date strip. */
const DAYS_AHEAD = 6;

const FILTERS: { key: MatchFilter; name: 'all' | 'finished' | 'unfinished' | 'waiting' | 'inplay' }[] = [
  { key: MATCH_FILTER.all, name: 'all' },
  { key: MATCH_FILTER.inplay, name: 'inplay' },
  { key: MATCH_FILTER.waiting, name: 'waiting' },
  { key: MATCH_FILTER.finished, name: 'finished' },
  { key: MATCH_FILTER.unfinished, name: 'unfinished' },
];

function intParam(params: URLSearchParams, name: string, allowed: readonly number[], fallback: number): number {
  const value = Number(params.get(name));
  return params.has(name) && allowed.includes(value) ? value : fallback;
}

/** The sport tabs: the race tags (all, football, basketball, then hot leagues) as the API gives them. */
function sportTabKey(tag: Pick<RaceTag, 'sport_id' | 'event_id'>): string {
  return tag.event_id ? `event-${tag.event_id}` : `sport-${tag.sport_id}`;
}

/** /score: football, basketball or all by day, status filter and league, with live scores of the rows in view. */
export default observer(function ScorePage() {
  const { brand, root, api } = useServices();
  const t = useScoreT();
  const requireLogin = useRequireLogin();
  const language = root.language.lang;
  usePageMeta(brand, '/score');

  const [params, setParams] = useSearchParams();
  // Days are the user's (issue #30): the brand's pinned zone or the device's, and the list is asked for that day
  // (the zone's name: the platform cuts the day in it).
  const timeZone = userTimeZone(useTimeZone());
  const today = calendarDay(Date.now(), timeZone);
  const sportId = intParam(params, 'sport', [0, 1, 2], DEFAULT_LIST.sportId) as SportFilter;
  const filter = intParam(params, 'filter', [0, 1, 2, 3, 4], DEFAULT_LIST.filter) as MatchFilter;
  const date = isCalendarDay(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const eventId = Math.max(0, Math.floor(Number(params.get('event')) || 0));
  const setQuery = (changes: Record<string, string | number | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  const { matches, counts, status, load, poll, update } = useMatchList({ date, timeZone, sportId, filter, eventId });
  useEffect(() => {
    void loadMatchList();
  }, []);
  const [tags, setTags] = useState<RaceTag[]>([]);
  const [events, setEvents] = useState<EventWithCount[]>([]);
  const [leaguesOpen, setLeaguesOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [leaguesWanted, setLeaguesWanted] = useState(false);

  // The tabs' and leagues' answers render in a transition, as the match list's do (use-match-list.ts): a plain
  // update renders the whole page in one task, and interrupts the list's time-sliced render, which starts over.
  useEffect(() => {
    api.race.getRaceTag({ sport_id: 0, ...QUIET }).then(
      (data) => startTransition(() => setTags(data.list)),
      () => undefined,
    );
  }, [api]);

  useEffect(() => {
    const sport = sportId;
    api.race.getEventByDate({ date, tz: timeZone, sport_id: sport, ...QUIET }).then(
      (data) => startTransition(() => setEvents(data.list)),
      () => startTransition(() => setEvents([])),
    );
  }, [api, date, timeZone, sportId]);

  // The rows in view, from the list's own scroll position: only those are polled.
  const [listRef, listHeight] = useDesignHeight<HTMLDivElement>();
  const scrollTop = useRef(0);
  const [atTop, setAtTop] = useState(true);
  const offsets = useMemo(() => rowOffsets(matches.length, ROW_HEIGHT), [matches.length]);
  const onScrollCapture = (event: UIEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    scrollTop.current = target.scrollTop;
    setAtTop(target.scrollTop <= 0);
  };
  const pollVisible = useCallback(() => {
    const scale = listRef.current ? listRef.current.clientHeight / Math.max(1, listHeight) : 1;
    const { start, end } = visibleRange(offsets, scrollTop.current / scale, listHeight, 0);
    return end > start ? poll(start, end) : Promise.resolve();
  }, [poll, offsets, listHeight, listRef]);
  useVisiblePolling(pollVisible, POLL_MS, status === 'ready');

  const collect = useCollect(useCallback((id: number, attented: 0 | 1) => update(id, { attented }), [update]));

  const sportTabs = (tags.length ? tags : fallbackTags()).map((tag) => ({
    key: sportTabKey(tag),
    title: tag.name || t(tag.sport_id === 1 ? 'football' : tag.sport_id === 2 ? 'basketball' : 'all'),
  }));
  const activeSportTab =
    eventId && tags.some((tag) => tag.event_id === eventId) ? `event-${eventId}` : `sport-${sportId}`;
  const chooseSportTab = (key: string) => {
    const tag = (tags.length ? tags : fallbackTags()).find((candidate) => sportTabKey(candidate) === key);
    if (!tag) return;
    if (tag.event_id) visitLeague(tag.event_id, tag.name, '', tag.sport_id);
    setQuery({ sport: tag.sport_id, event: tag.event_id || null });
  };
  const visitLeague = (id: number, name: string, logo: string, sport: number) =>
    root.history.visitLeague({ id, name, logo, sportsType: sport });

  const selectedEvent = events.find((event) => event.id === eventId);
  const leagueActions = [
    { key: '0', name: t('allLeagues') },
    ...events.map((event) => ({
      key: String(event.id),
      name: displayName(event, language),
      description: String(event.match_count),
    })),
  ];

  return (
    <div className="score-page">
      <NavBar
        className="score-page__nav"
        title={brand.siteName}
        right={
          <>
            <LinkButton variant="text" size="small" to={paths.scoreSearch({}, { sport: sportId })}>
              {t('search')}
            </LinkButton>
            <LinkButton
              variant="text"
              size="small"
              to={paths.scoreCollected()}
              onClick={(event) => {
                if (!requireLogin()) event.preventDefault();
              }}
            >
              {t('collected')}
            </LinkButton>
          </>
        }
      />
      <Tabs
        label={t('sports')}
        items={sportTabs}
        activeKey={activeSportTab}
        onChange={chooseSportTab}
        lang={language}
      />
      <div className="score-page__bar">
        <Tabs
          className="score-page__filters"
          label={t('filters')}
          items={FILTERS.map((item) => ({
            key: String(item.key),
            title: counts ? `${t(item.name)} ${counts[item.name]}` : t(item.name),
          }))}
          activeKey={String(filter)}
          onChange={(key) => setQuery({ filter: key })}
          lang={language}
        />
      </div>
      <DateStrip
        className="score-page__dates"
        label={t('dates')}
        today={today}
        selected={date}
        ahead={DAYS_AHEAD}
        onChange={(day) => setQuery({ date: day, event: null })}
        lang={language}
      />
      <div className="score-page__meta">
        <Button
          size="small"
          onClick={() => {
            setLeaguesWanted(true);
            setLeaguesOpen(true);
          }}
        >
          {selectedEvent ? displayName(selectedEvent, language) : t('allLeagues')}
        </Button>
      </div>
      {leaguesWanted && (
        <Suspense fallback={null}>
          <ActionSheet
            open={leaguesOpen}
            title={t('leagues')}
            actions={leagueActions}
            onClose={() => setLeaguesOpen(false)}
            onSelect={(action) => {
              setLeaguesOpen(false);
              const event = events.find((candidate) => String(candidate.id) === action.key);
              if (event) visitLeague(event.id, displayName(event, language), event.logo, event.sport_id);
              setQuery({ event: event ? event.id : null });
            }}
            lang={language}
          />
        </Suspense>
      )}
      <div className="score-page__list" ref={listRef} onScrollCapture={onScrollCapture}>
        <PullToRefresh onRefresh={load} disabled={!atTop} lang={language}>
          {status === 'loading' ? (
            <Skeleton rows={6} title lang={language} />
          ) : status === 'error' ? (
            <Empty description={t('loadFailed')} lang={language} />
          ) : matches.length === 0 ? (
            <Empty description={t('noMatches')} lang={language} />
          ) : (
            <Suspense fallback={<Skeleton rows={6} title lang={language} />}>
              <MatchList
                label={t('matches')}
                matches={matches}
                rowHeight={ROW_HEIGHT}
                viewportHeight={listHeight}
                language={language}
                placeholder={brand.images.placeholder}
                onCollect={collect}
              />
            </Suspense>
          )}
        </PullToRefresh>
      </div>
    </div>
  );
});

/** Sport tabs before the race tags arrive. */
function fallbackTags(): Pick<RaceTag, 'sport_id' | 'event_id' | 'name'>[] {
  return [
    { sport_id: 1, event_id: 0, name: '' },
    { sport_id: 2, event_id: 0, name: '' },
    { sport_id: 0, event_id: 0, name: '' },
  ];
}
