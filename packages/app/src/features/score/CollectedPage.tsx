import { Empty, NavBar, Skeleton, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { mergeMatches } from '../../domain/score-list';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { MatchRow, timedRowProps } from './MatchRow';
import { useCollect } from './use-collect';
import { useScoreT } from './messages';
import { type ListedMatch, POLL_MS, stamp } from './use-match-list';
import { useNow } from '../../hooks/use-now';
import { useVisiblePolling } from '../../hooks/use-visible-polling';
import { QUIET } from '../../domain/request-presets';
import './score.css';

/** /score/collected: the matches the user collected (getAttentMatchlist), live, with the star to drop one. */
export default observer(function CollectedPage() {
  const { brand, root, api } = useServices();
  const t = useScoreT();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const language = root.language.lang;
  const loggedIn = root.user.isLoggedIn;
  const [matches, setMatches] = useState<readonly ListedMatch[] | null>(null);
  const now = useNow(1000);
  const timeZone = useTimeZone();
  usePageMeta(brand, 'default', t('collected'));

  const shown = useRef<readonly ListedMatch[] | null>(null);
  const load = useCallback(async () => {
    const data = await api.race.getAttentMatchlist(QUIET);
    const before = shown.current;
    const next = before ? mergeMatches(before, stamp(data.list)) : stamp(data.list);
    shown.current = next;
    setMatches(next);
  }, [api]);

  useEffect(() => {
    if (!requireLogin()) return;
    load().catch(() => setMatches([]));
    // The prompt shows once when the page opens without a user.
    // biome-ignore lint/correctness/useExhaustiveDependencies: requireLogin changes with the address only.
  }, [load, loggedIn]);
  useVisiblePolling(load, POLL_MS, loggedIn && matches !== null);

  const collect = useCollect(
    useCallback(
      (id: number, attented: 0 | 1) =>
        setMatches((list) => {
          const next = list?.map((m) => (m.id === id ? { ...m, attented } : m)) ?? null;
          shown.current = next;
          return next;
        }),
      [],
    ),
  );

  return (
    <div className="score-plain-page">
      <NavBar
        className="score-detail__nav"
        title={t('collected')}
        onBack={() => navigate(paths.score())}
        lang={language}
      />
      {!loggedIn ? (
        <Empty description={t('noMatches')} lang={language} />
      ) : matches === null ? (
        <Skeleton rows={6} title lang={language} />
      ) : matches.length === 0 ? (
        <Empty description={t('noMatches')} lang={language} />
      ) : (
        <div role="list" aria-label={t('collected')}>
          {matches.map((match) => (
            <div role="listitem" key={match.id}>
              <MatchRow
                match={match}
                {...timedRowProps(match, now, language, timeZone)}
                language={language}
                placeholder={brand.images.placeholder}
                onCollect={collect}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
});
