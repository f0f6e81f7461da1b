import { MODEL_RESULT, MODEL_SUBSCRIPTION, type ModelItem } from '@live/api-contract';
import { useTimeZone } from '@live/ui-kit';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { modelDetailPath, modelTypeKey, modelTypeLabel } from '../../domain/data-models';
import { modelResultLabel, modelSubscriptionLabel } from '../../domain/labels';
import { isWaiting } from '../../domain/match-status';
import { displayName } from '../../domain/names';
import { useDataT } from './messages';
import { matchDateTime } from '../../domain/match-time';

/** What a model costs, that the user has it, or that a finished one is no longer sold. */
export function PriceTag({ item }: { item: Pick<ModelItem, 'price' | 'subscribed' | 'status'> }) {
  const t = useDataT();
  if (item.subscribed) return <span className="model-tag is-owned">{t('subscribed')}</span>;
  if (item.price <= 0) return <span className="model-tag is-free">{t('free')}</span>;
  if (item.status === MODEL_SUBSCRIPTION.finished) return <span className="model-tag is-closed">{t('notSold')}</span>;
  return <span className="model-tag is-price">{t('price', { n: item.price })}</span>;
}

/** A result badge: hit or missed once the match is over, else the subscription state (waiting, in play). */
export function ResultBadge({ status, result }: { status: number; result: number }) {
  const { root } = useServices();
  const language = root.language.lang;
  if (result === MODEL_RESULT.hit || result === MODEL_RESULT.missed) {
    return (
      <span className={`model-result ${result === MODEL_RESULT.hit ? 'is-hit' : 'is-missed'}`}>
        {modelResultLabel(result, language)}
      </span>
    );
  }
  return <span className="model-result is-open">{modelSubscriptionLabel(status, language)}</span>;
}

/** One model of a list: type, match, price and result; it opens the model's detail. */
export function ModelCard({ item }: { item: ModelItem }) {
  const { root } = useServices();
  const timeZone = useTimeZone();
  const t = useDataT();
  const language = root.language.lang;
  const key = modelTypeKey(item.type);
  const match = item.match;
  const body = (
    <>
      <span className="model-card__top">
        <span className="model-card__type">{modelTypeLabel(item.type, language)}</span>
        {item.status === MODEL_SUBSCRIPTION.finished ? (
          <span className="model-tag is-ended">{t('ended')}</span>
        ) : (
          item.pin === 1 && <span className="model-tag is-pin">{t('pinned')}</span>
        )}
        <span className="model-card__event">
          {displayName(match.matchevent, language)} {matchDateTime(match.time, language, timeZone)}
        </span>
      </span>
      <span className="model-card__match">
        <span className="model-card__team is-home">{displayName(match.hometeam, language)}</span>
        <span className="model-card__score">
          {isWaiting(match) ? 'VS' : `${match.home_score} - ${match.away_score}`}
        </span>
        <span className="model-card__team">{displayName(match.awayteam, language)}</span>
      </span>
      <span className="model-card__bottom">
        <ResultBadge status={item.status} result={item.result} />
        <span className="model-card__rate">
          {t('hitRate')} {item.hit_rate}%
        </span>
        <PriceTag item={item} />
      </span>
    </>
  );
  return (
    <li className="model-card" data-testid="model-card">
      {key ? (
        <Link to={modelDetailPath(key, item.id)} className="model-card__link">
          {body}
        </Link>
      ) : (
        <div className="model-card__link">{body}</div>
      )}
    </li>
  );
}
