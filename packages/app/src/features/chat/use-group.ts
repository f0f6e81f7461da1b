import type { Group } from '@live/im-client';
import { useCallback, useEffect, useState } from 'react';
import type { ChatSession } from '../../chat';
import { isGroupProfileTip, SLOW_MODE_FIELD, slowModeOf } from '../../chat/rules';

export interface GroupState {
  group: Group | null;
  /** My role in it ('' when not a member) and when my mute ends (epoch seconds). */
  role: string;
  muteUntil: number;
  /** Slow mode in seconds, from the group's custom field `slow_mode` (0: off). */
  slowMode: number;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * A group's profile and my place in it. Membership tips (join, quit, kick) move the member count the client
 * keeps; it follows them here without a reload. A group-profile tip (a new slow mode, name, notice or mute-all)
 * reads the profile again, so the page's rules follow a change made while it is open.
 */
export function useGroup(session: ChatSession, groupID: string): GroupState {
  const [group, setGroup] = useState<Group | null>(null);
  const [muteUntil, setMuteUntil] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setFailed(false);
    (async () => {
      const client = await session.ready();
      const { data } = await client.getGroupProfile({ groupID });
      let mute = 0;
      if (data.group.selfInfo.role) {
        const members = await client.getGroupMemberProfile({ groupID, userIDList: [session.userID] });
        mute = members.data.memberList[0]?.muteUntil ?? 0;
      }
      if (!live) return;
      setGroup({ ...data.group, selfInfo: { ...data.group.selfInfo } });
      setMuteUntil(mute);
      setLoading(false);
    })().catch(() => {
      if (!live) return;
      setFailed(true);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [session, groupID, attempt]);

  useEffect(
    () =>
      session.onGroups((groups) => {
        const known = groups.find((item) => item.groupID === groupID);
        if (known)
          setGroup((shown) =>
            shown && shown.memberCount !== known.memberCount ? { ...shown, memberCount: known.memberCount } : shown,
          );
      }),
    [session, groupID],
  );

  useEffect(
    () =>
      session.onMessages((messages) => {
        if (messages.some((message) => isGroupProfileTip(message, groupID))) reload();
      }),
    [session, groupID, reload],
  );

  return {
    group,
    role: group?.selfInfo.role ?? '',
    muteUntil,
    slowMode: slowModeOf(group?.groupCustomField.find((field) => field.key === SLOW_MODE_FIELD)?.value),
    loading,
    failed,
    reload,
  };
}
