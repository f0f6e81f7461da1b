import { codeOf } from '../errors.ts';
import { asList, asNum, asStr } from '../protocol/wire.ts';
import { decodeMessage } from './message/codec.ts';
import type { Body } from '../transport/frames.ts';
import { EVENT, type Message } from '../types.ts';
import { Part, type LiveRoom } from './core.ts';
import { PollPacer } from './live.ts';
import { ID_WINDOW, keyOf, RecentWindow, SEQ_WINDOW } from './messages.ts';

/** Live rooms (AVChatRoom): long polling over the socket with de-dup windows and paced intervals (spec §4, §9). */
export class LiveRooms extends Part {
  stopAll(): void {
    for (const room of this.live.values()) this.stopPolling(room);
    this.live.clear();
  }

  startPolling(groupID: string, key: string, startSeq: number, anonymous: boolean, bytesKey = ''): void {
    const old = this.live.get(groupID);
    if (old) this.stopPolling(old);
    const room: LiveRoom = {
      groupID,
      key,
      bytesKey,
      startSeq,
      anonymous,
      pacer: new PollPacer(),
      seqs: new RecentWindow(SEQ_WINDOW),
      ids: new RecentWindow(ID_WINDOW),
      timer: null,
      stopped: false,
    };
    this.live.set(groupID, room);
    this.schedulePoll(room, 0);
  }

  stopPolling(room: LiveRoom): void {
    room.stopped = true;
    if (room.timer) clearTimeout(room.timer);
    room.timer = null;
  }

  schedulePoll(room: LiveRoom, delay: number): void {
    if (room.stopped) return;
    if (room.timer) clearTimeout(room.timer);
    room.timer = setTimeout(() => {
      room.timer = null;
      void this.poll(room);
    }, delay);
  }

  async poll(room: LiveRoom): Promise<void> {
    const cmd = room.anonymous
      ? 'group_open_long_polling_http_noauth_svc.get_msg'
      : 'group_open_long_polling_http_svc.get_msg';
    const holdSeconds = 90;
    let body: Body;
    try {
      body = await this.channel.request(
        cmd,
        { USP: 1, StartSeq: room.startSeq, HoldTime: holdSeconds, Key: room.key, DownsizeFlag: 0 },
        {
          timeoutMs: holdSeconds * 1000 + this.core.timing().requestMs,
          bypassGate: room.anonymous,
        },
      );
    } catch (err) {
      if (room.stopped) return;
      if (codeOf(err) === 10010) {
        // The key is gone (room dismissed or service restarted): join again, or stop.
        try {
          await this.rejoin(room);
        } catch {
          this.stopPolling(room);
          this.live.delete(room.groupID);
        }
        return;
      }
      this.schedulePoll(room, room.pacer.onFailure());
      return;
    }
    if (room.stopped) return;
    room.key = asStr(body.Key, room.key);
    room.startSeq = Math.max(room.startSeq, asNum(body.NextSeq, room.startSeq));
    const received: Message[] = [];
    for (const raw of asList(body.RspMsgList)) {
      const m = decodeMessage(raw, 'GROUP', this.me);
      if (!m) continue;
      if (!room.seqs.add(m.sequence) || !room.ids.add(m.ID)) continue;
      if (m.from === this.me && this.core.list(m.conversationID).held(keyOf(m))) continue;
      this.core.ingest(m, received);
    }
    if (received.length > 0) {
      this.core.emit(EVENT.MESSAGE_RECEIVED, received);
      this.schedulePoll(room, room.pacer.onMessages());
    } else {
      this.schedulePoll(room, room.pacer.onEmpty());
    }
  }

  async rejoin(room: LiveRoom): Promise<void> {
    const body = room.anonymous
      ? await this.channel.request(
          'group_open_http_noauth_svc.apply_join_group',
          { GroupId: room.groupID },
          { bypassGate: true },
        )
      : await this.channel.request('group_open_http_svc.apply_join_group', { GroupId: room.groupID, WebPushFlag: 1 });
    room.key = asStr(body.LongPollingKey);
    room.bytesKey = asStr(body.AVChatRoomKey);
    this.schedulePoll(room, 0);
  }
}
