import { formRecord, type FormResult } from '../../domain/database';
import { useDataViewsT } from './messages';
import './data-views.css';

/**
 * A run of results as coloured W/D/L chips, oldest first (a picture reads faster than a column of letters);
 * screen readers hear the record instead of each chip.
 */
export function FormStrip({ form }: { form: readonly FormResult[] }) {
  const t = useDataViewsT();
  const record = formRecord(form);
  return (
    <span
      className="form-strip"
      role="img"
      aria-label={t('formLabel', { w: record.W, d: record.D, l: record.L })}
      data-testid="form-strip"
    >
      {form.map((result, index) =>
        result === '' ? null : (
          <span key={index} className={`form-strip__chip form-strip__chip--${result}`} aria-hidden="true">
            {t(result)}
          </span>
        ),
      )}
    </span>
  );
}

/** One match's result as a coloured chip, named in full for screen readers (head-to-head and recent-form rows). */
export function ResultChip({ result }: { result: Exclude<FormResult, ''> }) {
  const t = useDataViewsT();
  return (
    <span className={`form-strip__chip form-strip__chip--${result}`} role="img" aria-label={t(`${result}word`)}>
      {t(result)}
    </span>
  );
}
