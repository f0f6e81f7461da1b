// The happening tab's charts, one lazy chunk: the tab's first paint is its stats, the charts come right after.
export { MatchTimeline, MomentumChart } from '@live/ui-kit';
