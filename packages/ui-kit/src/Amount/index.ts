export { Amount, type AmountProps } from './Amount.tsx';
export { formatAmount, TEN_THOUSAND } from '../helpers/amount.ts';
