export { PeriodScores, type PeriodScoresProps, type PeriodScoresRow } from './PeriodScores.tsx';
