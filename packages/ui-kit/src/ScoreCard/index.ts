export { ScoreCard, type ScoreCardProps, type ScoreCardTeam } from './ScoreCard.tsx';
