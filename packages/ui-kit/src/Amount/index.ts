export { Amount, type AmountProps } from './Amount.tsx';
export { formatAmount, formatCompact, formatCount, TEN_THOUSAND } from '../helpers/amount.ts';
