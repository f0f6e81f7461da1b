// The happening tab's charts, imported with the tab (a deep link preloads them with the page, issue #31 item 1).
export { MatchTimeline, MomentumChart } from '@live/ui-kit';
