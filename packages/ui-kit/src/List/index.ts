export { Cell, type CellProps, List, type ListProps } from './List.tsx';
