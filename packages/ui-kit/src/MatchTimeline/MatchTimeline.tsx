import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './MatchTimeline.css';

/** A key moment of a match: where it sits on the timeline, whose it is, what it is, and its words. */
export interface TimelineEvent {
  key: string;
  /** Match minute (e.g. 45 for 45+2'). */
  minute: number;
  side: 'home' | 'away';
  /** goal, penalty, own_goal, yellow, red, sub or var: picks the icon. */
  kind: string;
  /** What a reader hears and a tooltip shows, already localised, e.g. "31' 进球 徐伟". */
  label: string;
}

export interface MatchTimelineProps {
  events: TimelineEvent[];
  /** Regular length in minutes (90); later events stretch the axis. */
  length?: number;
  /** Minutes labelled under the axis. */
  marks?: number[];
  homeName: string;
  awayName: string;
  /** The figure's name, read before the events (e.g. 关键事件). */
  caption: string;
  lang?: Lang;
  className?: string;
}

/** Markers closer than this share of the axis stack into the next lane. */
const MIN_GAP = 7;

export interface PlacedEvent extends TimelineEvent {
  /** Left position in percent of the axis. */
  at: number;
  /** 0 next to the axis, 1 above (home) or below (away) it, and so on. */
  lane: number;
}

/**
 * Places events on the axis: left in percent of the longer of `length` and the last minute, and a lane per side so
 * markers that would overlap stack away from the axis instead of covering each other.
 */
export function placeEvents(events: readonly TimelineEvent[], length = 90): PlacedEvent[] {
  const span = Math.max(length, ...events.map((event) => event.minute), 1);
  const lastAt: Record<'home' | 'away', number[]> = { home: [], away: [] };
  return [...events]
    .sort((a, b) => a.minute - b.minute)
    .map((event) => {
      const at = (Math.min(Math.max(event.minute, 0), span) / span) * 100;
      const lanes = lastAt[event.side];
      let lane = lanes.findIndex((last) => at - last >= MIN_GAP);
      if (lane === -1) lane = lanes.length;
      lanes[lane] = at;
      return { ...event, at, lane };
    });
}

/** Key events on a horizontal timeline: home above the axis, away below, an icon per kind at its minute. */
export function MatchTimeline({
  events,
  length = 90,
  marks = [0, 45, 90],
  homeName,
  awayName,
  caption,
  lang,
  className,
}: MatchTimelineProps) {
  const placed = placeEvents(events, length);
  const span = Math.max(length, ...events.map((event) => event.minute), 1);
  const lanes = (side: 'home' | 'away') =>
    Math.max(1, ...placed.filter((event) => event.side === side).map((event) => event.lane + 1));
  return (
    <figure
      className={cx('uk-match-timeline', className)}
      aria-label={caption}
      lang={lang}
      style={{
        ['--home-lanes' as string]: lanes('home'),
        ['--away-lanes' as string]: lanes('away'),
      }}
    >
      <ol className="uk-match-timeline__events">
        {placed.map((event) => (
          <li
            key={event.key}
            className={cx('uk-match-timeline__event', `uk-match-timeline__event--${event.side}`)}
            style={{ left: `${event.at}%`, ['--lane' as string]: event.lane }}
            title={event.label}
            data-kind={event.kind}
          >
            <span
              className={cx('uk-match-timeline__icon', `uk-match-timeline__icon--${event.kind}`)}
              aria-hidden="true"
            />
            <span className="uk-visually-hidden">
              {event.side === 'home' ? homeName : awayName}: {event.label}
            </span>
          </li>
        ))}
      </ol>
      <div className="uk-match-timeline__axis" aria-hidden="true">
        {marks
          .filter((mark) => mark <= span)
          .map((mark) => (
            <span key={mark} className="uk-match-timeline__mark" style={{ left: `${(mark / span) * 100}%` }}>
              {mark}'
            </span>
          ))}
      </div>
    </figure>
  );
}
