export { GiftBurst, type GiftBurstItem, type GiftBurstProps } from './GiftBurst.tsx';
export { type GiftBurstSize, GIFT_FLOAT_SLOTS } from './schedule.ts';
