import {
  anchorFanGroupId,
  CHAT_LOBBY_GROUP,
  CHAT_REPORT_REASONS,
  CHAT_REPORT_TYPES,
  type ChatReport,
  type ChatReportReason,
  type ChatReportType,
  type FanGroupInfo,
} from '@live/api-contract';
import type { ImAdmin } from '@live/im-server';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { LOBBY_NAME } from '../chat/platform-chat.ts';
import { findUser, type UserRow } from '../users.ts';
import { likePattern, storedSql } from '../views.ts';
import { media } from '../world.ts';

/** A report of the same target by the same user within this window updates the first instead of adding one. */
export const REPORT_WINDOW_SECONDS = 86400;
const SEARCH_LIMIT = 20;

/** The chat service as the platform reaches it (its server API); a sandbox started without chat says so. */
function platformChat(call: Call): ImAdmin {
  const chat = call.app.platformChat;
  if (!chat) fail('聊天服务暂不可用', 'O chat está indisponível no momento');
  return chat;
}

/** The anchor named by `anchorid`: an existing user who is an anchor. */
function anchorOf(call: Call): UserRow {
  const id = call.params.int('anchorid');
  const anchor = findUser(call.app, id);
  if (!anchor || !anchor.is_anchor) notFound(call.t('主播', 'Apresentador'), id);
  return anchor;
}

/**
 * An anchor's fan group as `user` sees it; the platform makes the group the first time it is asked for (one per
 * anchor, Public, taking no applications: followers join through joinFanGroup).
 */
async function fanGroupFor(call: Call, anchor: UserRow, user: UserRow): Promise<FanGroupInfo> {
  const chat = platformChat(call);
  const groupID = anchorFanGroupId(anchor.id);
  if ((await chat.groupMemberCount(groupID)) === null)
    await chat.ensureGroup({
      groupID,
      type: 'Public',
      name: anchor.nick_name,
      readOnly: false,
      joinOption: 'DisableApply',
    });
  const roles = await chat.rolesInGroup(groupID, [String(user.id)]);
  const following = call.app.db
    .prepare('SELECT 1 FROM user_follows WHERE user_id = ? AND target_id = ?')
    .get(user.id, anchor.id);
  return {
    group_id: groupID,
    member_count: (await chat.groupMemberCount(groupID)) ?? 0,
    joined: Boolean(roles[String(user.id)]),
    following: following !== undefined,
  };
}

function pick<T extends string>(call: Call, name: string, allowed: readonly T[]): T {
  const value = call.params.str(name, 20);
  if (!allowed.includes(value as T))
    fail(`参数 ${name} 取值无效，应为 ${allowed.join('/')}`, `Valor inválido para ${name}: use ${allowed.join('/')}`);
  return value as T;
}

/** The report's target: an existing user other than the reporter, or a group id of the chat service's form. */
function targetOf(call: Call, type: ChatReportType, reporter: UserRow): string {
  const target = call.params.str('target', 48);
  if (type === 'group') {
    if (!/^[\w@#-]{1,48}$/.test(target)) fail('参数 target 不是有效的群ID', 'O parâmetro target não é um ID de grupo');
    return target;
  }
  const id = Number(target);
  if (!Number.isInteger(id) || id <= 0)
    fail('参数 target 不是有效的用户ID', 'O parâmetro target não é um ID de usuário');
  if (!findUser(call.app, id)) notFound(call.t('用户', 'Usuário'), id);
  if (id === reporter.id) fail('不能举报自己', 'Você não pode denunciar a si mesmo');
  return String(id);
}

/** Chat reports (/c2c-feedback) and the user search of /c2c-search; the reporter is the token's user. */
export const chatRoutes = {
  '/api/chat/report': (call: Call): ChatReport => {
    const user = call.user();
    const type = pick(call, 'type', CHAT_REPORT_TYPES);
    const target = targetOf(call, type, user);
    const reason: ChatReportReason = pick(call, 'reason', CHAT_REPORT_REASONS);
    const content = call.params.optStr('content', '', 500);
    const db = call.app.db;
    // A second tap or a retry within a day is the same report, updated: reports are never doubled.
    const existing = db
      .prepare('SELECT id FROM chat_reports WHERE user_id = ? AND type = ? AND target = ? AND created_at > ?')
      .get(user.id, type, target, call.now - REPORT_WINDOW_SECONDS) as { id: number } | undefined;
    if (existing) {
      db.prepare('UPDATE chat_reports SET reason = ?, content = ? WHERE id = ?').run(reason, content, existing.id);
      const row = db.prepare('SELECT created_at FROM chat_reports WHERE id = ?').get(existing.id) as {
        created_at: number;
      };
      return { id: existing.id, type, target, reason, created_at: row.created_at };
    }
    const result = db
      .prepare(
        'INSERT INTO chat_reports (user_id, type, target, reason, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(user.id, type, target, reason, content, call.now);
    return { id: Number(result.lastInsertRowid), type, target, reason, created_at: call.now };
  },

  '/api/chat/searchGroups': async (call: Call) => {
    const user = call.user();
    const keyword = call.params.str('keyword', 32).trim();
    if (!keyword) fail('请输入群名称', 'Digite o nome do grupo');
    const chat = platformChat(call);
    const found = await chat.searchGroups(keyword, SEARCH_LIMIT);
    // A fan group is known by its anchor's name in the user's language (the chat service keeps the Chinese one).
    const anchors = call.app.db
      .prepare(
        `SELECT * FROM users WHERE is_anchor = 1 AND ${storedSql(call, 'nick_name')} LIKE ? ESCAPE '\\' ORDER BY id LIMIT ?`,
      )
      .all(likePattern(keyword), SEARCH_LIMIT) as unknown as UserRow[];
    for (const anchor of anchors) {
      const groupID = anchorFanGroupId(anchor.id);
      if (found.some((group) => group.groupID === groupID)) continue;
      const memberCount = await chat.groupMemberCount(groupID);
      if (memberCount !== null)
        found.push({
          groupID,
          name: call.stored(anchor.nick_name, anchor.nick_name_br),
          avatar: '',
          memberCount,
          joinOption: 'DisableApply',
        });
    }
    // The lobby too is the platform's, named in the user's language: 'Salão' finds it on pt-BR.
    const lobbyName = call.t(LOBBY_NAME.zh, LOBBY_NAME.pt);
    if (
      !found.some((group) => group.groupID === CHAT_LOBBY_GROUP) &&
      lobbyName.toLocaleLowerCase().includes(keyword.toLocaleLowerCase())
    ) {
      const memberCount = await chat.groupMemberCount(CHAT_LOBBY_GROUP);
      if (memberCount !== null)
        found.push({ groupID: CHAT_LOBBY_GROUP, name: lobbyName, avatar: '', memberCount, joinOption: 'FreeAccess' });
    }
    found.sort((a, b) => b.memberCount - a.memberCount);
    found.splice(SEARCH_LIMIT);
    const me = String(user.id);
    const roles = await Promise.all(found.map((group) => chat.rolesInGroup(group.groupID, [me])));
    return {
      list: found.map((group, index) => ({
        group_id: group.groupID,
        name: group.groupID === CHAT_LOBBY_GROUP ? lobbyName : group.name,
        avatar: group.avatar,
        member_count: group.memberCount,
        join_option: group.joinOption,
        joined: Boolean(roles[index]?.[me]),
      })),
    };
  },

  '/api/chat/fanGroup': async (call: Call) => {
    const user = call.user();
    return fanGroupFor(call, anchorOf(call), user);
  },

  /** A follower of the anchor joins the anchor's fan group (the platform adds them as the app administrator). */
  '/api/chat/joinFanGroup': async (call: Call) => {
    const user = call.user();
    const anchor = anchorOf(call);
    const before = await fanGroupFor(call, anchor, user);
    if (before.joined) return before;
    if (!before.following) fail('关注主播后才能加入粉丝群', 'Siga o apresentador para entrar no grupo de fãs');
    await platformChat(call).addGroupMembers(before.group_id, [String(user.id)]);
    return fanGroupFor(call, anchor, user);
  },

  '/api/chat/searchUsers': (call: Call) => {
    const keyword = call.params.str('keyword', 32);
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = call.app.db
      .prepare(
        `SELECT * FROM users WHERE id = ? OR ${storedSql(call, 'nick_name')} LIKE ? ESCAPE '\\' ORDER BY id = ? DESC, id LIMIT ?`,
      )
      .all(Number(keyword) || 0, like, Number(keyword) || 0, SEARCH_LIMIT) as unknown as UserRow[];
    return {
      list: rows.map((row) => ({
        id: row.id,
        nick_name: call.stored(row.nick_name, row.nick_name_br),
        avatar: row.avatar || media.avatar(row.id),
        is_anchor: row.is_anchor ? (1 as const) : (0 as const),
        vip_level: row.vip_date > call.now ? row.vip_level : 0,
      })),
    };
  },
} satisfies Partial<PostHandlers>;
