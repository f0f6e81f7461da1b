export {
  MatchTimeline,
  type MatchTimelineProps,
  placeEvents,
  type PlacedEvent,
  type TimelineEvent,
} from './MatchTimeline.tsx';
