import type { Match, UserBasicInfo } from '@live/api-contract';
import { Avatar, Button, formatCompact, InfiniteScroll, Tabs, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { presenceLabel, presenceOf } from '../../domain/labels';
import { statusLabel } from '../../domain/match-status';
import { displayName, matchDetailPath, sportName } from '../../domain/names';
import { formatDateTime } from '../../domain/user-centre';
import { useLoad } from '../../hooks/use-load';
import { usePagedList } from '../../hooks/use-paged-list';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { LoadState } from '../../components/data-views/LoadState';
import { useUserT } from './messages';
import { SubPage } from './SubPage';
import { IN_PAGE } from '../../domain/request-presets';

function FollowedAnchors() {
  const { api, brand } = useServices();
  const t = useUserT();
  const list = usePagedList<UserBasicInfo>(
    (page, signal) => api.user.getAttentList({ page, size: 20, ...IN_PAGE }, { signal }),
    'followed-anchors',
  );
  const [removed, setRemoved] = useState<number[]>([]);
  const unfollow = async (anchor: UserBasicInfo) => {
    try {
      await api.user.attentUser({ userid: anchor.id, type: 0 });
      setRemoved((current) => [...current, anchor.id]);
      Toast.success(t('unfollowed'));
    } catch {
      // The client showed why; the row stays.
    }
  };
  return (
    <LoadState
      state={list}
      isEmpty={(data) => data.every((anchor) => removed.includes(anchor.id))}
      emptyText={t('noFollowedAnchors')}
    >
      {(anchors) => (
        <>
          <ul className="user-rows">
            {anchors
              .filter((anchor) => !removed.includes(anchor.id))
              .map((anchor) => {
                const presence = presenceOf(anchor);
                return (
                  <li key={anchor.id} className="user-rows__item user-rows__item--media">
                    <Link to={paths.userCenterAnchor({ uid: anchor.id })} className="user-rows__link">
                      <Avatar src={anchor.avatar} id={anchor.id} images={avatarImages(brand)} size={44} />
                      <span className="user-rows__text">
                        <span className="user-rows__title">{anchor.nick_name}</span>
                        <span className="user-rows__meta">
                          <span className={presence === 'live' ? 'user-tag user-tag--live' : undefined}>
                            {presenceLabel(presence, brand.language)}
                          </span>
                          <span>
                            {t('fans')} {formatCompact(anchor.fans_count, brand.language)}
                          </span>
                        </span>
                      </span>
                    </Link>
                    {presence === 'live' && (
                      <LinkButton size="small" round variant="primary" to={paths.liveDetail({ id: anchor.id })}>
                        {t('watchLive')}
                      </LinkButton>
                    )}
                    <Button size="small" round onClick={() => void unfollow(anchor)}>
                      {t('unfollow')}
                    </Button>
                  </li>
                );
              })}
          </ul>
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} lang={brand.language} />
        </>
      )}
    </LoadState>
  );
}

function CollectedMatches() {
  const { api, brand } = useServices();
  const t = useUserT();
  const loaded = useLoad(
    (signal) => api.race.getAttentMatchlist(IN_PAGE, { signal }).then((answer) => answer.list),
    'collected-matches',
  );
  const [matches, setMatches] = useState<Match[]>([]);
  useEffect(() => setMatches(loaded.data ?? []), [loaded.data]);
  const uncollect = async (match: Match) => {
    try {
      await api.race.attentMatch(sportName(match.sport_id), { matchid: match.id, type: 0 });
      setMatches((current) => current.filter((item) => item.id !== match.id));
      Toast.success(t('unfollowed'));
    } catch {
      // The client showed why; the row stays.
    }
  };
  return (
    <LoadState
      state={{ ...loaded, data: loaded.data && matches }}
      isEmpty={(data) => data.length === 0}
      emptyText={t('noFollowedMatches')}
    >
      {(list) => (
        <ul className="user-rows">
          {list.map((match) => (
            <li key={match.id} className="user-rows__item user-rows__item--media">
              <Link to={matchDetailPath(match)} className="user-rows__link">
                <span className="user-rows__text">
                  <span className="user-rows__title">
                    {displayName(match.hometeam, brand.language)} {match.home_score} - {match.away_score}{' '}
                    {displayName(match.awayteam, brand.language)}
                  </span>
                  <span className="user-rows__meta">
                    <span>{displayName(match.matchevent, brand.language)}</span>
                    <time>{formatDateTime(match.time, brand.language, brand.timeZone)}</time>
                    <span>{statusLabel(match.sport_id, match.status, brand.language)}</span>
                  </span>
                </span>
              </Link>
              <Button size="small" round onClick={() => void uncollect(match)}>
                {t('uncollect')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

/** /user-center/attent-mgmt: the anchors followed and the matches collected, each with its undo. */
const AttentMgmtPage = observer(function AttentMgmtPage() {
  const t = useUserT();
  const [tab, setTab] = useState('anchors');
  return (
    <SubPage title={t('attentMgmt')}>
      <Tabs
        label={t('attentMgmt')}
        items={[
          { key: 'anchors', title: t('anchors') },
          { key: 'matches', title: t('matches') },
        ]}
        activeKey={tab}
        onChange={setTab}
      >
        {tab === 'anchors' ? <FollowedAnchors /> : <CollectedMatches />}
      </Tabs>
    </SubPage>
  );
});

export default AttentMgmtPage;
