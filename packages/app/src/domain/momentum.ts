/**
 * Attack momentum over a football match (issue #33), from what the platform reports: goals and cards from the
 * incidents (getIncidentsData) and corners from the live text (getTliveData). Each moment pushes its side's
 * pressure for a few minutes around it; a card counts for the other side (a foul stops an attack).
 */
import type { Incident, TliveLine } from '@live/api-contract';

/** How much a moment weighs: a goal most, a corner a little. */
const WEIGHTS: Record<string, number> = { goal: 3, penalty: 3, own_goal: 2, corner: 1.5, red: 1.5, yellow: 0.75 };
/** Minutes either side of a moment that it still pushes (fading linearly). */
const REACH = 4;

export interface Push {
  minute: number;
  /** +1 home, -1 away. */
  sign: 1 | -1;
  weight: number;
}

/** The minute of a live-text clock ("23'", "45+2'" is 45); null for a clock without one. */
export function clockMinute(clock: string): number | null {
  const minute = /^(\d+)/.exec(clock.trim())?.[1];
  return minute === undefined ? null : Number(minute);
}

/** The pushes of a match: incidents' goals and cards, the live text's corners (its goals are the incidents'). */
export function momentumPushes(incidents: readonly Incident[], lines: readonly TliveLine[]): Push[] {
  const pushes: Push[] = [];
  for (const incident of incidents) {
    const weight = WEIGHTS[incident.type];
    if (!weight) continue;
    const side = incident.position === 1 ? 1 : -1;
    const card = incident.type === 'yellow' || incident.type === 'red';
    pushes.push({ minute: incident.minute, sign: card ? (-side as 1 | -1) : side, weight });
  }
  for (const line of lines) {
    const minute = clockMinute(line.clock);
    if (line.kind !== 'corner' || line.position === 0 || minute === null) continue;
    pushes.push({ minute, sign: line.position === 1 ? 1 : -1, weight: WEIGHTS.corner ?? 0 });
  }
  return pushes;
}

/**
 * Pressure per minute from 1 to `minutes`, between -1 (all away) and 1 (all home), scaled by the strongest minute
 * so the chart uses its height; all zeros when nothing happened.
 */
export function momentumSeries(pushes: readonly Push[], minutes: number): number[] {
  const raw = Array.from({ length: Math.max(0, minutes) }, (_, index) => {
    const minute = index + 1;
    return pushes.reduce((sum, push) => {
      const distance = Math.abs(push.minute - minute);
      return distance > REACH ? sum : sum + push.sign * push.weight * (1 - distance / (REACH + 1));
    }, 0);
  });
  const peak = Math.max(0, ...raw.map(Math.abs));
  return peak === 0 ? raw.map(() => 0) : raw.map((value) => Math.round((value / peak) * 100) / 100);
}
