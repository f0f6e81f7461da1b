export { StatBars, type StatBarItem, type StatBarsProps, statShares } from './StatBars.tsx';
