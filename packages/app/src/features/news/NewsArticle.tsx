import type { NewsDetail } from '@live/api-contract';
import { dayLabel, Empty, Image, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useServices } from '../../app/services';
import { ArticleBody } from '../../components/article-body/ArticleBody';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { ShareButton } from '../../components/share-button/ShareButton';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useNewsT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';
import './news.css';

/**
 * /mobile/news?id=: the in-app reader of one article: back to where the reader came from (the news list when
 * opened directly), the title, source and time, the picture, the body from its blocks (text nodes, never HTML),
 * and the share button (its /share/dynamic/:id page). Reading it is what counts for the readInfo task.
 */
export const NewsArticle = observer(function NewsArticle({ id }: { id: number | null }) {
  const { api, brand, root } = useServices();
  const t = useNewsT();
  const article = useLoad<NewsDetail | null>(
    (signal) => (id === null ? Promise.resolve(null) : api.news.getNewsDetail({ id, ...IN_PAGE }, { signal })),
    String(id),
  );
  const data = article.data;
  usePageMeta(brand, 'default', data?.title ?? t('news'));
  const language = root.language.lang;
  const timeZone = useTimeZone();
  return (
    <div className="news-article">
      <PageBar
        title={t('news')}
        fallback={paths.mobileNews()}
        right={<ShareButton target={data ? { kind: 'dynamic', id: data.id } : null} />}
      />
      {id === null ? (
        <Empty description={t('noArticle')} />
      ) : (
        <LoadState state={article} isEmpty={(value) => value === null} emptyText={t('noArticle')} rows={8}>
          {(value) =>
            value && (
              <article aria-labelledby="news-article-title">
                <header className="news-article__head">
                  <h2 id="news-article-title" className="news-article__title">
                    {value.title}
                  </h2>
                  <p className="news-article__meta">
                    {value.source} · {dayLabel(value.created_at * 1000, Date.now(), language, timeZone)} ·{' '}
                    {t('views', { n: value.views })}
                  </p>
                </header>
                <Image
                  src={api.client.absolute(value.cover)}
                  alt={value.title}
                  placeholder={brand.images.placeholder}
                  className="news-article__cover"
                  priority
                />
                <ArticleBody blocks={value.blocks} />
              </article>
            )
          }
        </LoadState>
      )}
    </div>
  );
});
