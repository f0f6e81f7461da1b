/** Which tabs the match detail page and the live room show (spec §2). */
import type { RoomTabKey } from '@live/api-contract';
import { SPORT } from './match-status';
import { isOn, type SwitchName, type Switches } from './switches';

export type { RoomTabKey } from '@live/api-contract';

export interface RoomTab {
  key: RoomTabKey;
  title: string;
  title_br: string;
  show: boolean;
}

/** Room tabs in the spec's order. */
export const ROOM_TABS: readonly Omit<RoomTab, 'show'>[] = [
  { key: 'chat', title: '聊天', title_br: 'Chat' },
  { key: 'c2c', title: '私聊', title_br: 'Privado' },
  { key: 'lives', title: '主播', title_br: 'Streamers' },
  { key: 'quiz', title: '竞猜', title_br: 'Palpites' },
  { key: 'status', title: '赛况', title_br: 'Status' },
  { key: 'analysis', title: '分析', title_br: 'Análise' },
  { key: 'lineup', title: '阵容', title_br: 'Escalação' },
  { key: 'index', title: '指数', title_br: 'Odds' },
  { key: 'rank', title: '排名', title_br: 'Classificação' },
];

export type PageKind = 'matchDetail' | 'liveRoom' | 'other';

/** Match detail pages contain /score/detail or /score/basketball/detail; live rooms contain /live-detail. */
export function pageKind(pathname: string): PageKind {
  if (pathname.includes('/score/detail') || pathname.includes('/score/basketball/detail')) return 'matchDetail';
  if (pathname.includes('/live-detail')) return 'liveRoom';
  return 'other';
}

export interface RoomTabContext {
  pathname: string;
  switches: Switches | null | undefined;
  matchId: number | string | null | undefined;
  sportId: number | null | undefined;
  /** Whether the room has an anchor (matters on match detail pages). */
  hasAnchor: boolean;
}

const MATCH_TAB_SWITCH: Partial<Record<RoomTabKey, SwitchName>> = {
  status: 'switch_race_status',
  analysis: 'switch_race_analysis',
  index: 'switch_race_index',
  lineup: 'switch_race_lineup',
  rank: 'switch_room_rank',
};

function isTabShown(key: RoomTabKey, context: RoomTabContext): boolean {
  const { switches } = context;
  const hasMatch = context.matchId !== null && context.matchId !== undefined && context.matchId !== '';
  switch (key) {
    case 'chat': {
      const kind = pageKind(context.pathname);
      if (kind === 'matchDetail') return context.hasAnchor;
      return kind === 'liveRoom' && isOn(switches, 'switch_room_chat');
    }
    case 'c2c':
      return isOn(switches, 'switch_room_operate');
    case 'lives':
      return isOn(switches, 'switch_room_anchor');
    case 'quiz':
      return isOn(switches, 'switch_race_quiz_check');
    case 'lineup':
      return isOn(switches, 'switch_race_lineup') && hasMatch && context.sportId === SPORT.football;
    case 'rank':
      return isOn(switches, 'switch_room_rank') && hasMatch && context.sportId === SPORT.basketball;
    default: {
      const name = MATCH_TAB_SWITCH[key];
      return name !== undefined && isOn(switches, name) && hasMatch;
    }
  }
}

/** Every room tab with its show flag, in order. */
export function roomTabs(context: RoomTabContext): RoomTab[] {
  return ROOM_TABS.map((tab) => ({ ...tab, show: isTabShown(tab.key, context) }));
}

export type DetailTabKey = 'index' | 'analysis' | 'lineup' | 'rank' | 'happening' | 'lives';

export interface DetailTab {
  key: DetailTabKey;
  title: string;
  title_br: string;
  show: boolean;
}

/** Detail tab -> the room tab whose rule decides it (happening is the status tab, lives the anchors tab). */
const ROOM_KEY_OF: Record<DetailTabKey, 'index' | 'analysis' | 'lineup' | 'rank' | 'status' | 'lives'> = {
  index: 'index',
  analysis: 'analysis',
  lineup: 'lineup',
  rank: 'rank',
  happening: 'status',
  lives: 'lives',
};

/** Detail tabs in the spec's order (index, analysis, lineup, rank, happening), then the match's anchors. */
export const DETAIL_TAB_ORDER: readonly DetailTabKey[] = ['index', 'analysis', 'lineup', 'rank', 'happening', 'lives'];

/**
 * The match detail page's tabs with their show flags (spec §2): each needs its config switch '1' and a match id;
 * lineup only for football, rank only for basketball; the anchors tab needs switch_room_anchor.
 */
export function detailTabs(input: {
  pathname: string;
  switches: Switches | null | undefined;
  matchId: number | string | null | undefined;
  sportId: number | null | undefined;
}): DetailTab[] {
  const room = roomTabs({ ...input, hasAnchor: false });
  return DETAIL_TAB_ORDER.map((key) => {
    const tab = room.find((candidate) => candidate.key === ROOM_KEY_OF[key]);
    return { key, title: tab?.title ?? key, title_br: tab?.title_br ?? key, show: tab?.show ?? false };
  });
}
