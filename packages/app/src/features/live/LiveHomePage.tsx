import type { Anchor, Match } from '@live/api-contract';
import { Avatar, Cell, Empty, Image, List, Skeleton, Swiper } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { statusLabel } from '../../domain/match-status';
import { LinkButton, rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { PlatformLink } from '../../routes/PlatformLink';
import { usePageMeta } from '../../shell/usePageMeta';
import { LIVE_BANNER_SLOT } from './banner-slot';
import { useLiveT } from './messages';
import { BrandHeader } from '../../components/brand-header/BrandHeader';
import { RoomGrid } from '../../components/cards/RoomGrid';
import { displayName, matchDetailPath } from '../../domain/names';
import { liveHomeCategories } from '../../domain/common-config';
import { IN_PAGE } from '../../domain/request-presets';
import './live.css';

export function AnchorRow({ anchors, label }: { anchors: Anchor[]; label: string }) {
  const { brand } = useServices();
  return (
    <ul className="anchor-row" aria-label={label}>
      {anchors.map((anchor) => (
        <li key={anchor.id}>
          <Link className="anchor-row__button" to={paths.liveDetail({ id: anchor.id })}>
            <Avatar src={anchor.avatar} id={anchor.id} images={avatarImages(brand)} size={48} />
            <span className="anchor-row__name">{anchor.nick_name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function MatchCells({ matches }: { matches: Match[] }) {
  const { root } = useServices();
  const lang = root.language.lang;
  return (
    <List>
      {matches.map((match) => (
        <Cell
          key={match.id}
          title={`${displayName(match.hometeam, lang)} ${match.home_score} - ${match.away_score} ${displayName(match.awayteam, lang)}`}
          description={displayName(match.matchevent, lang)}
          value={statusLabel(match.sport_id, match.status, lang)}
          arrow
          link={rowLink(matchDetailPath(match))}
        />
      ))}
    </List>
  );
}

/**
 * /live: banners, categories (the common config's live_category), announcement, super-recommended rooms
 * (srec_lives), hot rooms, anchors' match rooms (anchorm_lives), recommended anchors and matches, all rooms (spec §2, §3).
 */
const LiveHomePage = observer(function LiveHomePage() {
  const { brand, root, api } = useServices();
  const t = useLiveT();
  usePageMeta(brand, '/live');
  const { banners, categories } = root.home;
  // The rooms render from the page's own state, set in a transition (time-sliced): the store's update would render
  // them all in one long task (an observer's store update is never time-sliced). The store keeps them for next time.
  const [homeData, setHomeData] = useState(root.home.homeData);
  const [loading, setLoading] = useState(homeData === null);
  // The banner's place is kept while its list loads, so the sections below never jump down (layout shift).
  const [bannersLoading, setBannersLoading] = useState(banners.length === 0);

  useEffect(() => {
    const abort = new AbortController();
    const signal = abort.signal;
    api.home
      .getHomeData(IN_PAGE, { signal })
      .then((data) => root.home.setHomeData(data))
      .catch(() => undefined)
      .finally(() =>
        startTransition(() => {
          setHomeData(root.home.homeData);
          setLoading(false);
        }),
      );
    api.home
      .getHomeScroll(IN_PAGE, { signal })
      .then((data) => root.home.setBanners(data.list))
      .catch(() => undefined)
      .finally(() => setBannersLoading(false));
    api.live
      .getCategory(IN_PAGE, { signal })
      .then((data) => root.home.setCategories(data.list))
      .catch(() => undefined);
    return () => abort.abort();
  }, [api, root]);

  // Shown with the sections it sits above: appearing while the skeleton still shows would push it down (layout shift).
  const notice = loading ? undefined : homeData?.announcement[0];
  return (
    <div className="live-home">
      <BrandHeader />
      {bannersLoading && banners.length === 0 && <div className={LIVE_BANNER_SLOT} aria-hidden="true" />}
      {banners.length > 0 && (
        <Swiper
          label={t('banners')}
          height={140}
          slides={banners.map((banner, index) => ({
            key: String(banner.id),
            content: (
              <PlatformLink className="live-banner" link={banner.link}>
                {/* The first banner is /live's largest paint: fetched at once, not after the lazy observer. */}
                <Image src={banner.image} alt={banner.title} fit="cover" priority={index === 0} />
              </PlatformLink>
            ),
          }))}
        />
      )}
      <div className="live-links" role="group" aria-label={t('categories')}>
        {liveHomeCategories(root.config.common?.live_category, categories).map((category) => (
          <LinkButton key={category.id} size="small" round to={paths.liveLives({}, { category: category.id })}>
            {category.name}
          </LinkButton>
        ))}
        <LinkButton size="small" round to={paths.liveVideos()}>
          {t('videos')}
        </LinkButton>
        <LinkButton size="small" round to={paths.anchorList()}>
          {t('anchors')}
        </LinkButton>
      </div>
      {notice && (
        <p className="live-announcement" aria-label={t('announcement')}>
          {notice.link ? (
            <PlatformLink className="live-announcement__link" link={notice.link}>
              {notice.title}: {notice.content}
            </PlatformLink>
          ) : (
            `${notice.title}: ${notice.content}`
          )}
        </p>
      )}
      <Skeleton loading={loading} rows={6}>
        {homeData && homeData.hot.length === 0 && homeData.lives.length === 0 && <Empty description={t('noLives')} />}
        {homeData && homeData.srec_lives.length > 0 && (
          <section className="live-section" aria-labelledby="live-srec">
            <h2 id="live-srec" className="live-section__title live-section__head">
              {t('srecLives')}
            </h2>
            <RoomGrid rooms={homeData.srec_lives.slice(0, 4)} label={t('srecLives')} />
          </section>
        )}
        {homeData && homeData.hot.length > 0 && (
          <section className="live-section" aria-labelledby="live-hot">
            <div className="live-section__head">
              <h2 id="live-hot" className="live-section__title">
                {t('hotLives')}
              </h2>
              <LinkButton size="small" variant="text" to={paths.liveLives()}>
                {t('more')}
              </LinkButton>
            </div>
            <RoomGrid rooms={homeData.hot} label={t('hotLives')} />
          </section>
        )}
        {homeData && homeData.anchorm_lives.length > 0 && (
          <section className="live-section" aria-labelledby="live-match-rooms">
            <h2 id="live-match-rooms" className="live-section__title live-section__head">
              {t('matchLives')}
            </h2>
            <RoomGrid rooms={homeData.anchorm_lives.slice(0, 4)} label={t('matchLives')} />
          </section>
        )}
        {homeData && homeData.rec_anchors.length > 0 && (
          <section className="live-section" aria-labelledby="live-anchors">
            <div className="live-section__head">
              <h2 id="live-anchors" className="live-section__title">
                {t('recAnchors')}
              </h2>
              <LinkButton size="small" variant="text" to={paths.anchorList()}>
                {t('more')}
              </LinkButton>
            </div>
            <AnchorRow anchors={homeData.rec_anchors} label={t('recAnchors')} />
          </section>
        )}
        {homeData && homeData.rec_matchs.length > 0 && (
          <section className="live-section" aria-labelledby="live-matches">
            <h2 id="live-matches" className="live-section__title live-section__head">
              {t('recMatches')}
            </h2>
            <MatchCells matches={homeData.rec_matchs.slice(0, 6)} />
          </section>
        )}
        {homeData && homeData.lives.length > homeData.hot.length && (
          <section className="live-section" aria-labelledby="live-all">
            <h2 id="live-all" className="live-section__title live-section__head">
              {t('allLives')}
            </h2>
            <RoomGrid rooms={homeData.lives.slice(homeData.hot.length)} label={t('allLives')} />
            <div className="live-more">
              <LinkButton round to={paths.liveLives()}>
                {t('allLives')}
              </LinkButton>
            </div>
          </section>
        )}
      </Skeleton>
    </div>
  );
});

export default LiveHomePage;
