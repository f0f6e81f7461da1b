import type { Match, SportFilter } from '@live/api-contract';
import { Button, Empty, SearchBar, Skeleton } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { MatchRows } from '../../components/data-views/MatchRows';
import { usePageMeta } from '../../shell/usePageMeta';
import { useScoreT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';
import './score.css';

/** A search log entry: the keyword is its target_id, so searching the same word twice keeps one entry. */
interface KeywordLog {
  target_id: string;
  keyword: string;
}

/**
 * /score/search: matches by team or league name (getRaceSearch {keyword, sport}); the keyword is highlighted as
 * React text (never HTML). The search log keeps the newest 5 keywords (spec §4).
 */
export default observer(function SearchPage() {
  const { brand, root, api } = useServices();
  const t = useScoreT();
  const navigate = useNavigate();
  const language = root.language.lang;
  const [params] = useSearchParams();
  const sport = [0, 1, 2].includes(Number(params.get('sport'))) ? (Number(params.get('sport')) as SportFilter) : 0;
  const [value, setValue] = useState('');
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<Match[] | null>(null);
  const [busy, setBusy] = useState(false);
  usePageMeta(brand, 'default', t('search'));
  const history = root.history.searchLog as unknown as KeywordLog[];

  const search = (word: string) => {
    const trimmed = word.trim();
    setValue(trimmed);
    if (!trimmed) return;
    root.history.addSearch({ target_id: trimmed, keyword: trimmed });
    setBusy(true);
    api.race
      .getRaceSearch({ keyword: trimmed, sport, ...IN_PAGE })
      .then(
        (data) => {
          setKeyword(trimmed);
          setResults(data.list);
        },
        () => setResults([]),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className="score-plain-page">
      <SearchBar
        value={value}
        onChange={(next) => {
          setValue(next);
          if (!next) setResults(null);
        }}
        onSearch={search}
        onCancel={() => navigate(-1)}
        placeholder={t('searchPlaceholder')}
        autoFocus
        lang={language}
      />
      {busy ? (
        <Skeleton rows={5} lang={language} />
      ) : results === null ? (
        history.length > 0 && (
          <section aria-label={t('history')}>
            <div className="score-search__history-head">
              <span>{t('history')}</span>
              <Button variant="text" size="small" onClick={() => root.history.addSearch([])}>
                {t('clearHistory')}
              </Button>
            </div>
            <div className="score-search__history">
              {history.map((entry) => (
                <Button key={entry.target_id} size="small" round onClick={() => search(entry.keyword)}>
                  {entry.keyword}
                </Button>
              ))}
            </div>
          </section>
        )
      ) : results.length === 0 ? (
        <Empty description={t('noResults')} lang={language} />
      ) : (
        <MatchRows list={results} keyword={keyword} />
      )}
    </div>
  );
});
