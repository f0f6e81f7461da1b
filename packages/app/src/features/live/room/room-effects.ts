/** What flies over the room's video and which gifts animate (issue #33): pure, from the room's chat lines. */
import type { ChatLine } from '../../../domain/room-chat';
import { giftAnimationSize } from '../../../domain/gifts';

export interface FlyingComment {
  id: string;
  text: string;
  highlight: boolean;
}

export interface RoomGiftAnimation {
  id: string;
  sender: string;
  giftName: string;
  amount: number;
  icon?: string;
  size: 'float' | 'full';
}

/**
 * Text lines that arrived after the viewer came in (`before`: the ids shown on entry, the room's history), as
 * comments; a sender with a used chat effect card flies highlighted.
 */
export function flyingComments(
  lines: readonly ChatLine[],
  before: ReadonlySet<string>,
  chatEffect: (userID: string) => boolean,
): FlyingComment[] {
  return lines.flatMap((line) =>
    line.kind === 'text' && !before.has(line.id)
      ? [{ id: line.id, text: line.text, highlight: chatEffect(line.from) }]
      : [],
  );
}

/** Gifts sent after the viewer came in, each sized by what it cost. */
export function giftAnimations(lines: readonly ChatLine[], before: ReadonlySet<string>): RoomGiftAnimation[] {
  return lines.flatMap((line) =>
    line.kind === 'gift' && !before.has(line.id)
      ? [
          {
            id: line.id,
            sender: line.nick,
            giftName: line.giftName,
            amount: line.amount,
            ...(line.icon ? { icon: line.icon } : {}),
            size: giftAnimationSize(line.cost),
          },
        ]
      : [],
  );
}
