import type { LivePageData, MatchDetail, NewsDetail, RecordVideo, ShortVideo } from '@live/api-contract';
import { Button, Empty, Image, Skeleton } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { statusLabel } from '../../domain/match-status';
import { playableStreamUrl } from '../../domain/stream';
import { LinkButton } from '../../routes/links';
import { BASENAME, paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { BrandHeader } from '../../components/brand-header/BrandHeader';
import { ArticleBody } from '../../components/article-body/ArticleBody';
import { useInviteLink } from '../../components/share-button/ShareButton';
import { Player } from '../../components/player/Player';
import { displayName, matchDetailPath, sportIdOf } from '../../domain/names';
import { webAppLink } from '../../domain/share';
import { useShareT } from './messages';
import { useLoad } from '../../hooks/use-load';
import { IN_PAGE } from '../../domain/request-presets';
import './share.css';

/**
 * What a shared link opens: the brand bar with the download link (the sharing link of spec §9, carrying the
 * sharer's invite_code and channel from this page's address when present), the shared content and a way into the
 * web app.
 */
const ShareLayout = observer(function ShareLayout({
  title,
  loading,
  found,
  openPath,
  openText = 'watchOnline',
  children,
}: {
  title: string | undefined;
  loading: boolean;
  found: boolean;
  openPath: string;
  /** What the way into the web app says: watch, or read for an article. */
  openText?: 'watchOnline' | 'readOnline';
  children: ReactNode;
}) {
  const { brand, root } = useServices();
  const t = useShareT();
  const [query] = useSearchParams();
  const open = webAppLink(root.config.config?.site_h5_domain, openPath, window.location.origin, BASENAME);
  const link = useInviteLink({ inviteCode: query.get('invite_code'), channel: query.get('channel') });
  usePageMeta(brand, 'default', title);
  return (
    <div className="share-page">
      <BrandHeader>
        <Button size="small" round onClick={() => window.location.assign(link())}>
          {t('download')}
        </Button>
      </BrandHeader>
      <Skeleton loading={loading} rows={5}>
        {found ? children : <Empty description={t('notFound')} />}
      </Skeleton>
      {/* Below the shared item, once it is in: under the skeleton it would move when the item replaces it (CLS). */}
      {!loading && (
        <div className="share-page__actions">
          <p>{t('openInApp')}</p>
          {'route' in open ? (
            <LinkButton variant="primary" round block to={open.route}>
              {t(openText)}
            </LinkButton>
          ) : (
            <a
              className="uk-button uk-button--primary uk-button--middle uk-button--round uk-button--block"
              href={open.href}
            >
              <span className="uk-button__text">{t(openText)}</span>
            </a>
          )}
        </div>
      )}
    </div>
  );
});

function useId(): number {
  return Number(useParams().id);
}

/** /share/live/:id (the anchor's id, like /live-detail/:id). */
export function ShareLivePage() {
  const { api, root } = useServices();
  const t = useShareT();
  const id = useId();
  const page = useLoad<LivePageData>(
    (signal) => api.live.getLivePageData({ anchorid: id, ...IN_PAGE }, { signal }),
    String(id),
  );
  const live = page.data?.live ?? null;
  return (
    <ShareLayout
      title={page.data?.anchor.nick_name}
      loading={page.loading}
      found={Boolean(page.data)}
      openPath={paths.liveDetail({ id })}
    >
      {live ? (
        <Player
          src={api.client.absolute(playableStreamUrl(live.pull, root.config.config?.huawei_pull_hls_domain ?? ''))}
          poster={api.client.absolute(live.poster)}
          language={root.language.lang}
        />
      ) : (
        <p className="share-page__text">{t('offline')}</p>
      )}
      <h2 className="share-page__title">{live?.title ?? page.data?.anchor.nick_name}</h2>
    </ShareLayout>
  );
}

function VideoShare({
  video,
  loading,
  openPath,
}: {
  video: ShortVideo | RecordVideo | null;
  loading: boolean;
  openPath: string;
}) {
  const { api, root } = useServices();
  return (
    <ShareLayout title={video?.title} loading={loading} found={Boolean(video)} openPath={openPath}>
      {video && (
        <>
          <Player
            src={api.client.absolute(video.url)}
            poster={api.client.absolute(video.cover)}
            language={root.language.lang}
            nativeControls
          />
          <h2 className="share-page__title">{video.title}</h2>
          <p className="share-page__text">{video.author.nick_name}</p>
        </>
      )}
    </ShareLayout>
  );
}

/** /share/shortvideo/:id */
export function ShareShortVideoPage() {
  const { api } = useServices();
  const id = useId();
  const video = useLoad<ShortVideo>(
    (signal) => api.video.getShortVideoDetail({ id, ...IN_PAGE }, { signal }),
    String(id),
  );
  return <VideoShare video={video.data} loading={video.loading} openPath={paths.shortVideo({ id })} />;
}

/** /share/recordvideo/:id and /share/video/:id (both share a recorded video). */
export function ShareRecordVideoPage() {
  const { api } = useServices();
  const id = useId();
  const video = useLoad<RecordVideo>(
    (signal) => api.video.getRecordVideoDetail({ id, ...IN_PAGE }, { signal }),
    String(id),
  );
  return <VideoShare video={video.data} loading={video.loading} openPath={paths.recVideo({ id })} />;
}

/**
 * /share/dynamic/:id: a shared post (the news article of that id): its cover where a shared video shows its player
 * (the page's largest paint, shown by index.html's early call in the shell's place before any script), the title,
 * the body as text and pictures.
 */
export function ShareDynamicPage() {
  const { api, brand } = useServices();
  const id = useId();
  const news = useLoad<NewsDetail>((signal) => api.news.getNewsDetail({ id, ...IN_PAGE }, { signal }), String(id));
  return (
    <ShareLayout
      title={news.data?.title}
      loading={news.loading}
      found={Boolean(news.data)}
      openPath={paths.mobileNews({}, { id })}
      openText="readOnline"
    >
      {news.data && (
        <article className="share-page__article">
          <Image
            src={api.client.absolute(news.data.cover)}
            alt=""
            placeholder={brand.images.placeholder}
            className="share-page__cover"
            priority
          />
          <h2 className="share-page__title">{news.data.title}</h2>
          <ArticleBody blocks={news.data.blocks} />
        </article>
      )}
    </ShareLayout>
  );
}

/** /share/match/:sport/:id: the match score and status. */
export function ShareMatchPage() {
  const { api, root } = useServices();
  const params = useParams();
  const sport = params.sport === 'basketball' || params.sport === '2' ? 'basketball' : 'football';
  const id = Number(params.id);
  const lang = root.language.lang;
  const match = useLoad<MatchDetail>(
    (signal) => api.race.getMatchInfo(sport, { matchid: id, ...IN_PAGE }, { signal }),
    `${sport}${id}`,
  );
  const data = match.data;
  const title = data ? `${displayName(data.hometeam, lang)} vs ${displayName(data.awayteam, lang)}` : undefined;
  return (
    <ShareLayout
      title={title}
      loading={match.loading}
      found={Boolean(data)}
      openPath={matchDetailPath({ id, sport_id: sportIdOf(sport) })}
    >
      {data && (
        <div className="share-page__match">
          <span>{displayName(data.hometeam, lang)}</span>
          <strong>
            {data.home_score} - {data.away_score}
          </strong>
          <span>{displayName(data.awayteam, lang)}</span>
          <p className="share-page__text">{statusLabel(data.sport_id, data.status, lang)}</p>
        </div>
      )}
    </ShareLayout>
  );
}
