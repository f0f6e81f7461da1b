import type { BookmakerOdds, OddsTriple } from '@live/api-contract';
import { BOOKMAKERS, split } from '../seed/names.ts';
import { rngFor } from '../seed/prng.ts';
import type { Lang, MatchRow, MatchScript, MatchState } from './types.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;
const quarter = (n: number) => Math.round(n * 4) / 4;
const halfPoint = (n: number) => Math.floor(n) + 0.5;

/** Opening and live prices per bookmaker, derived from team strength and the live score; Portuguese names them by their international names. */
export function oddsFor(
  seed: number,
  match: MatchRow,
  script: MatchScript,
  state: MatchState,
  lang: Lang,
): BookmakerOdds[] {
  const football = match.sport_id === 1;
  const s = script.homeStrength;
  const diff = state.home_score - state.away_score;
  const left = 1 - state.progress;
  return BOOKMAKERS.map((pair, index) => {
    const [zh, latin] = split(pair);
    const rng = rngFor(seed, 'odds', match.id, index);
    const margin = 0.04 + rng.next() * 0.05;
    const jitter = () => 1 + (rng.next() - 0.5) * 0.06;
    const prices = (home: number, draw: number, away: number): OddsTriple => {
      const total = home + draw + away;
      const price = (p: number) => (p <= 0 ? 0 : round2(Math.max(1.01, (1 / ((p / total) * (1 + margin))) * jitter())));
      return [price(home), price(draw), price(away)];
    };
    const openHome = football ? 0.45 + s * 0.25 : 0.55 + s * 0.3;
    const openAway = football ? 0.28 - s * 0.15 : 1 - openHome;
    const openDraw = football ? 1 - openHome - openAway : 0;
    const lean = Math.tanh(diff * (football ? 1.2 : 0.08) * (1 - left * 0.7));
    const liveHome = Math.max(0.02, openHome + lean * (1 - openHome) * (lean > 0 ? 1 : openHome));
    const liveAway = Math.max(0.02, openAway - lean * (lean > 0 ? openAway : 1 - openAway));
    const liveDraw = football ? Math.max(0.02, 1 - liveHome - liveAway) : 0;
    const line = football ? quarter((openHome - openAway) * 2.2) : Math.round((openHome - 0.5) * 30) + 0.5;
    // Live lines from the score and the minute: football's handicap is for the rest of the match (goals from now
    // on, as in-play Asian handicaps are), the opening's expectation over the time left; basketball's is for the
    // game, the current margin plus the opening's over the time left, in half points (no push).
    const liveLine = football ? quarter(line * left) : halfPoint(diff + line * left);
    const hk = () => round2(0.84 + rng.next() * 0.2);
    const total = football ? quarter(2.5 + (rng.next() - 0.5) * 0.5) : Math.round(205 + rng.next() * 20) + 0.5;
    const goals = state.home_score + state.away_score;
    // A total is always above the goals already scored (at least half a goal more), even at the final whistle.
    const liveTotal = football
      ? Math.max(goals + 0.5, quarter(goals + total * left))
      : Math.round(goals + total * left) + 0.5;
    return {
      company_id: index + 1,
      company: lang === 'pt' ? latin : zh,
      europe: { open: prices(openHome, openDraw, openAway), live: prices(liveHome, liveDraw, liveAway) },
      asia: { open: [hk(), -line, hk()], live: [hk(), -liveLine, hk()] },
      bigsmall: { open: [hk(), total, hk()], live: [hk(), liveTotal, hk()] },
    };
  });
}
