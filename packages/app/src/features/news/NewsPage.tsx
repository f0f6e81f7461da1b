import { useSearchParams } from 'react-router-dom';
import { articleId } from './article-id';
import { NewsArticle } from './NewsArticle';
import NewsListPage from './NewsListPage';

/** /mobile/news: the news list, or with ?id= the article of that id (the spec's news screen, read in the app). */
export default function NewsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null ? <NewsListPage /> : <NewsArticle id={articleId(id)} />;
}
