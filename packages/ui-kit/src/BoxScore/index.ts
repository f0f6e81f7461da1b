export { BoxScore, type BoxScoreColumn, type BoxScorePlayer, type BoxScoreProps, boxTotals } from './BoxScore.tsx';
