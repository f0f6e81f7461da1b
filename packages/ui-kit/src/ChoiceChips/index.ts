export { ChoiceChips, type ChoiceChipsProps } from './ChoiceChips.tsx';
