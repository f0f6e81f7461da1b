export { PullToRefresh, type PullToRefreshProps } from './PullToRefresh.tsx';
export { PULL_DAMPING, type PullStatus, pullDistance, statusWhilePulling } from './pull.ts';
