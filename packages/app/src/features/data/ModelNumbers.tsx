import type { DiversityDetail, MarginDetail, ModelDetail, PoissonDetail, UpsetDetail } from '@live/api-contract';
import { heatCells, heatColours } from '../../domain/data-models';
import { useDataT } from './messages';

/** Three outcome shares as one bar and a legend (home, draw, away). */
function OutcomeBar({ home, draw, away }: { home: number; draw: number; away: number }) {
  const t = useDataT();
  const parts = [
    ['home', t('homeWin'), home],
    ['draw', t('draw'), draw],
    ['away', t('awayWin'), away],
  ] as const;
  return (
    <div className="model-outcome">
      <div className="model-outcome__bar" aria-hidden="true">
        {parts.map(([key, , value]) => (
          <span key={key} className={`is-${key}`} style={{ width: `${Math.max(0, value)}%` }} />
        ))}
      </div>
      <ul className="model-outcome__legend">
        {parts.map(([key, name, value]) => (
          <li key={key}>
            <span className={`model-outcome__dot is-${key}`} aria-hidden="true" />
            {name} <strong>{value}%</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Upset({ detail, names }: { detail: UpsetDetail; names: [string, string] }) {
  const t = useDataT();
  return (
    <>
      <div className="model-gauge" data-testid="upset-index">
        <span className="model-gauge__value">{detail.upset_index}</span>
        <span className="model-gauge__label">{t('upsetIndex')}</span>
        <span className="model-gauge__track" aria-hidden="true">
          <span style={{ width: `${detail.upset_index}%` }} />
        </span>
        <span className="data-page__note">{t('upsetHint')}</span>
      </div>
      <p className="data-page__note">{t('favourite', { team: names[detail.favourite - 1] ?? '' })}</p>
      <OutcomeBar home={detail.home_win} draw={detail.draw} away={detail.away_win} />
    </>
  );
}

/** The score grid as a heat table: the darker the cell, the likelier the score; the best ones outlined. */
function Poisson({ detail, names }: { detail: PoissonDetail; names: [string, string] }) {
  const t = useDataT();
  const rows = heatCells(detail.matrix, detail.best_scores);
  const columns = rows[0]?.map((cell) => cell.away) ?? [];
  return (
    <>
      <p className="model-expected">
        {names[0]} {t('expected', { home: detail.home_expected, away: detail.away_expected })} {names[1]}
      </p>
      <p className="data-page__note">{t('bestScores', { list: detail.best_scores.join(', ') })}</p>
      <table className="heat-table" data-testid="poisson-grid">
        <caption>{t('scoreGrid')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('gridCorner')}</th>
            {columns.map((away) => (
              <th scope="col" key={away}>
                {away}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((line, home) => (
            <tr key={home}>
              <th scope="row">{home}</th>
              {line.map((cell) => {
                const colours = heatColours(cell.level);
                return (
                  <td
                    key={cell.away}
                    className={cell.best ? 'is-best' : undefined}
                    style={{ background: colours.background, color: colours.text }}
                    aria-label={`${cell.home}-${cell.away}: ${cell.percent}%`}
                  >
                    {cell.percent}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Diversity({ detail }: { detail: DiversityDetail }) {
  const t = useDataT();
  return (
    <>
      <h2 className="data-page__heading">{t('lean')}</h2>
      <OutcomeBar home={detail.home_lean} draw={detail.draw_lean} away={detail.away_lean} />
      <div className="model-gauge" data-testid="divergence">
        <span className="model-gauge__value">{detail.divergence}</span>
        <span className="model-gauge__label">{t('divergence', { n: '' })}</span>
        <span className="data-page__note">{t('divergenceHint')}</span>
      </div>
    </>
  );
}

/** Each bookmaker's margin as a bar, lowest first, against the average. */
function Margin({ detail }: { detail: MarginDetail }) {
  const t = useDataT();
  const sorted = [...detail.margins].sort((a, b) => a.margin - b.margin);
  const max = Math.max(0.01, ...sorted.map((item) => item.margin));
  return (
    <>
      <p className="data-page__note">{t('margins')}</p>
      <p className="model-expected">{t('average', { n: detail.average })}</p>
      <ul className="margin-bars" data-testid="margin-bars">
        {sorted.map((item) => (
          <li key={item.company}>
            <span className="margin-bars__name">{item.company}</span>
            <span className="margin-bars__track" aria-hidden="true">
              <span
                className={item.margin <= detail.average ? 'is-low' : 'is-high'}
                style={{ width: `${(Math.max(0, item.margin) / max) * 100}%` }}
              />
            </span>
            <span className="margin-bars__value">{item.margin}%</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A subscribed model's numbers, drawn the way each kind reads best. */
export function ModelNumbers({
  detail,
  names,
}: {
  detail: NonNullable<ModelDetail['detail']>;
  names: [string, string];
}) {
  switch (detail.kind) {
    case 'upset':
      return <Upset detail={detail} names={names} />;
    case 'poisson':
      return <Poisson detail={detail} names={names} />;
    case 'diversity':
      return <Diversity detail={detail} />;
    case 'margin':
      return <Margin detail={detail} />;
  }
}
