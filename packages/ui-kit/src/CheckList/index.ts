export { type CheckItem, CheckList, type CheckListProps } from './CheckList.tsx';
