/**
 * A test control of the match simulation (README): POST /sandbox/match-event {matchid, kind} moves a match's clock
 * to just after its next scripted event of that kind and pins it there, so the platform's match feed sees the
 * real event (the scorer stays the script's; nothing is made up) and broadcasts it within a second.
 */
import { API_STATUS, MATCH_EVENT, type MatchEventKind } from '@live/api-contract';
import type { App } from '../app.ts';
import { ApiError } from '../http/errors.ts';
import { answerControl, type RawHandler } from '../http/server.ts';
import type { MatchRow, ScriptEvent } from './types.ts';

const KINDS = Object.values(MATCH_EVENT) as readonly string[];

const isGoal = (event: ScriptEvent) => event.points > 0;
const isRed = (event: ScriptEvent) => event.kind === 'red';

function fail(zh: string, pt: string, status: number = API_STATUS.failed): never {
  throw new ApiError(status, { zh, pt });
}

/** Seconds after the scheduled start the match's clock shows now: its pin, else the real clock. */
function elapsedOf(app: App, row: MatchRow): number {
  const pinned = app.db.prepare('SELECT elapsed FROM match_overrides WHERE match_id = ?').get(row.id) as
    { elapsed: number | null } | undefined;
  return pinned?.elapsed ?? app.now() - row.time;
}

/** The pinned clock right after the next `kind` event from `elapsed`, or a message saying why there is none. */
function nextMoment(app: App, row: MatchRow, kind: MatchEventKind, elapsed: number): number {
  const script = app.world.script(row);
  if (kind === MATCH_EVENT.kickoff) {
    if (elapsed >= 0) fail('这场比赛已经开赛', 'Esta partida já começou');
    return 1;
  }
  if (kind === MATCH_EVENT.final) {
    if (elapsed >= script.end) fail('这场比赛已经结束', 'Esta partida já terminou');
    return script.end + 1;
  }
  if (row.sport_id !== 1) fail('只有足球比赛有进球和红牌提醒', 'Só partidas de futebol têm alertas de gol e cartão');
  const next = script.events.find((event) => event.at > elapsed && (kind === MATCH_EVENT.goal ? isGoal : isRed)(event));
  if (!next)
    fail(
      kind === MATCH_EVENT.goal ? '这场比赛接下来没有进球' : '这场比赛接下来没有红牌',
      kind === MATCH_EVENT.goal ? 'Esta partida não tem mais gols' : 'Esta partida não tem mais cartões vermelhos',
    );
  return Math.max(next.at, 0) + 1;
}

function matchEventControl(app: App, body: Record<string, unknown>) {
  const id = Number(body.matchid);
  if (!Number.isSafeInteger(id) || id <= 0) fail('缺少参数 matchid', 'Parâmetro ausente: matchid');
  if (typeof body.kind !== 'string' || !KINDS.includes(body.kind))
    fail(`参数 kind 应为 ${KINDS.join('、')} 之一`, `kind deve ser um de: ${KINDS.join(', ')}`);
  const kind = body.kind as MatchEventKind;
  const row = app.world.matchRow(id) ?? fail(`比赛不存在: ${id}`, `Partida não encontrada: ${id}`, API_STATUS.notFound);
  const elapsed = nextMoment(app, row, kind, elapsedOf(app, row));
  app.world.setOverride(id, { status: null, elapsed });
  const state = app.world.state(row, app.now());
  const rest = app.world.script(row).events.filter((event) => event.at > elapsed);
  return {
    matchid: id,
    kind,
    elapsed,
    status: state.status,
    home_score: state.home_score,
    away_score: state.away_score,
    home_red: state.home_red,
    away_red: state.away_red,
    // What the match still holds after this moment, so a test can pick a match that will score.
    ahead: { goal: rest.filter(isGoal).length, redCard: rest.filter(isRed).length },
  };
}

export const matchControls: RawHandler = async (req, res, info, app) => {
  if (info.path !== '/sandbox/match-event') return false;
  return answerControl(req, res, info, 4096, (body) => matchEventControl(app, body));
};
