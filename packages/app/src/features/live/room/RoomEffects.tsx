import { Danmaku, GiftBurst } from '@live/ui-kit';
import { useMemo, useState } from 'react';
import type { RoomChat } from '../../../chat/use-room-chat';
import type { DanmakuSettings } from './danmaku-settings';
import { flyingComments, giftAnimations } from './room-effects';

const ids = (lines: RoomChat['lines']): ReadonlySet<string> => new Set(lines.map((line) => line.id));

/**
 * What plays over the room's video (issue #33), loaded after the room (lazy): the chat's new comments flying
 * (when on, at the chosen density) and every gift sent in the room, sized by value. Only what arrives after the
 * viewer came in plays (the lines shown once the history was read stay out), and after comments are turned back
 * on, only what arrives from then.
 */
export default function RoomEffects({ chat, settings }: { chat: RoomChat; settings: DanmakuSettings }) {
  const { lines, historyRead, chatEffect } = chat;
  const [entry, setEntry] = useState<ReadonlySet<string> | null>(null);
  const [commentsFrom, setCommentsFrom] = useState<{ on: boolean; ids: ReadonlySet<string> } | null>(null);
  if (entry === null && historyRead) setEntry(ids(lines));
  if (entry !== null && (commentsFrom === null || commentsFrom.on !== settings.on))
    setCommentsFrom({ on: settings.on, ids: commentsFrom === null ? entry : ids(lines) });

  const comments = useMemo(
    () => (commentsFrom && settings.on ? flyingComments(lines, commentsFrom.ids, chatEffect) : []),
    [lines, commentsFrom, settings.on, chatEffect],
  );
  const gifts = useMemo(() => (entry ? giftAnimations(lines, entry) : []), [lines, entry]);

  return (
    <>
      {settings.on && <Danmaku items={comments} density={settings.density} />}
      <GiftBurst gifts={gifts} />
    </>
  );
}
