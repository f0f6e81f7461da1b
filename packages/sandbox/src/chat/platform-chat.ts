import {
  anchorFanGroupId,
  CHAT_LOBBY_GROUP,
  CHAT_VIP_PROFILE_TAG,
  type ChatVipField,
  liveGroupId,
  NOTIFY_ROOM,
  type RaceStartData,
  ROOM_ACTION,
  type RoomCustomMessage,
} from '@live/api-contract';
import type { ImAdmin } from '@live/im-server';
import type { App } from '../app.ts';
import { inPlay, media } from '../world.ts';

/** How often kick-offs are looked for; a broadcast is at most this late. */
export const RACE_START_CHECK_MS = 5000;

/** Posts a RaceStart `{Action, Data}` to NOTIFY_ROOM as the platform's chat account. */
export async function broadcastRaceStart(admin: ImAdmin, data: RaceStartData): Promise<void> {
  const message: RoomCustomMessage<typeof ROOM_ACTION.raceStart, RaceStartData> = {
    Action: ROOM_ACTION.raceStart,
    Data: data,
  };
  await admin.sendCustomMessage({ groupID: NOTIFY_ROOM, data: JSON.stringify(message) });
}

/** Writes a user's VIP state into their chat profile, where chat pages read it for the badge. */
export async function publishVip(admin: ImAdmin, userId: number, vip: ChatVipField): Promise<void> {
  const field: ChatVipField = { vip_level: vip.vip_level, vip_date: vip.vip_date };
  await admin.setProfileFields(String(userId), { [CHAT_VIP_PROFILE_TAG]: JSON.stringify(field) });
}

/** What a chat profile shows of a platform user: nickname and avatar (the generated one when none was set). */
export type ChatProfileSource = { id: number; nick_name: string; avatar: string };

/** Writes a user's platform nickname and avatar into their chat profile, so chats never show a bare id. */
export async function publishChatProfile(admin: ImAdmin, user: ChatProfileSource): Promise<void> {
  await admin.setProfileFields(String(user.id), {
    Tag_Profile_IM_Nick: user.nick_name,
    Tag_Profile_IM_Image: user.avatar || media.avatar(user.id),
  });
}

/** The chat profile follows a registration or a profile edit; the change stands even while chat is away. */
export function announceChatProfile(app: App, user: ChatProfileSource): void {
  const chat = app.platformChat;
  if (chat) void publishChatProfile(chat, user).catch((error: Error) => app.log(`profile to chat: ${error.message}`));
}

/**
 * The platform's side of chat, which production does through the cloud's server API: a live-room group
 * (AVChatRoom) per room, NOTIFY_ROOM, the lobby and a fan group per anchor (Public groups anyone joins), and a
 * race-start broadcast to NOTIFY_ROOM when a match kicks off.
 * NOTIFY_ROOM is a ChatRoom (meeting) group: a client is in one AVChatRoom at a time, its live room.
 */
export async function startPlatformChat(app: App, admin: ImAdmin, checkMs = RACE_START_CHECK_MS): Promise<() => void> {
  await admin.ensureGroup({ groupID: NOTIFY_ROOM, type: 'ChatRoom', name: NOTIFY_ROOM });
  const rooms = app.db.prepare('SELECT id, title FROM live_rooms ORDER BY id').all() as { id: number; title: string }[];
  for (const room of rooms)
    await admin.ensureGroup({ groupID: liveGroupId(room.id), type: 'AVChatRoom', name: room.title });
  // Open groups users chat in: the lobby, and each anchor's fan group (the /chat-group/anchor/ pages).
  await admin.ensureGroup({ groupID: CHAT_LOBBY_GROUP, type: 'Public', name: '球迷大厅', readOnly: false });
  const anchors = app.db
    .prepare('SELECT DISTINCT u.id, u.nick_name FROM live_rooms r JOIN users u ON u.id = r.anchor_id ORDER BY u.id')
    .all() as { id: number; nick_name: string }[];
  for (const anchor of anchors)
    await admin.ensureGroup({
      groupID: anchorFanGroupId(anchor.id),
      type: 'Public',
      name: `${anchor.nick_name}的粉丝群`,
      readOnly: false,
    });

  // Users from before this start (the seed, an earlier run, a database older than this code) get their chat
  // profile; it is idempotent, so every start does it.
  const users = app.db.prepare('SELECT id, nick_name, avatar FROM users ORDER BY id').all() as ChatProfileSource[];
  for (const user of users) await publishChatProfile(admin, user);
  // VIP states from before this start (the seed, an earlier run) reach the chat profiles too.
  const vips = app.db
    .prepare('SELECT id, vip_level, vip_date FROM users WHERE vip_level > 0 AND vip_date > ?')
    .all(app.now()) as { id: number; vip_level: number; vip_date: number }[];
  for (const vip of vips) await publishVip(admin, vip.id, vip);

  let checkedUpTo = app.now();
  const broadcastKickOffs = async () => {
    const now = app.now();
    // A match whose kick-off time passes without it starting (postponed, cancelled) gets no broadcast.
    const started = app.world
      .matchesBetween(checkedUpTo + 1, now + 1)
      .filter((match) => inPlay(match.sport_id, app.world.state(match, now).status));
    checkedUpTo = now;
    for (const match of started) {
      const home = app.world.teamView(match.home_id).short_name_zh;
      const away = app.world.teamView(match.away_id).short_name_zh;
      await broadcastRaceStart(admin, {
        desc: `${home} vs ${away} 比赛开始`,
        matchid: match.id,
        sport_id: match.sport_id,
      }).catch((error: Error) => {
        app.log(`race-start broadcast for ${match.id} failed: ${error.message}`);
      });
    }
  };
  const timer = setInterval(() => void broadcastKickOffs(), checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
