export { InfiniteScroll, type InfiniteScrollProps } from './InfiniteScroll.tsx';
