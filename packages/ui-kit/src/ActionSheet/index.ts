export { ActionSheet, type ActionSheetAction, type ActionSheetProps } from './ActionSheet.tsx';
