export { GiftRank, type GiftRankEntry, type GiftRankProps } from './GiftRank.tsx';
