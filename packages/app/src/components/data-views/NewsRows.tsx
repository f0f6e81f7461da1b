import type { News } from '@live/api-contract';
import { dayLabel, Highlight, Image, useTimeZone } from '@live/ui-kit';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { paths } from '../../routes/paths';
import { useDataViewsT } from './messages';
import './data-views.css';

/**
 * News rows, each a link to its article, read in the app (/mobile/news?id=). Titles are text nodes, with the
 * search keyword marked when given.
 */
export function NewsRows({ list, keyword = '' }: { list: readonly News[]; keyword?: string }) {
  const { root } = useServices();
  const t = useDataViewsT();
  const language = root.language.lang;
  const timeZone = useTimeZone();
  return (
    <ul className="news-rows">
      {list.map((news) => (
        <li key={news.id}>
          <Link to={paths.mobileNews({}, { id: news.id })} className="news-rows__link">
            <span className="news-rows__text">
              <span className="news-rows__title">
                <Highlight text={news.title} keyword={keyword} />
              </span>
              <span className="news-rows__meta">
                {news.source} · {dayLabel(news.created_at * 1000, Date.now(), language, timeZone)} ·{' '}
                {t('views', { n: news.views })}
              </span>
            </span>
            <Image src={news.cover} alt="" width={104} height={68} className="news-rows__cover" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
