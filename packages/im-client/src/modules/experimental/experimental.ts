import { ERROR_CODES, TimError } from '../../errors.ts';
import { asRecord, asStr } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import type { Body } from '../../transport/frames.ts';
import type { Message } from '../../types.ts';

export const EXPERIMENTAL_METHODS = ['callExperimentalAPI'] as const;

/** The cloud's international apps (the official SDK's SDKAppID ranges; 0 for a private deployment). */
export function isIntlAppId(sdkAppId: number): boolean {
  return (
    sdkAppId === 0 ||
    (sdkAppId >= 20_000_000 && sdkAppId < 80_000_000) ||
    (sdkAppId >= 1_720_000_000 && sdkAppId < 1_780_000_000)
  );
}

/** What the experimental calls need from the rest of the client. */
export interface ExperimentalDeps {
  sdkAppId: number;
  /** Whether every ability bit set in `mask` is bought. */
  abilitiesEnabled(mask: number): Promise<boolean>;
  /** The poll timer of a joined live room, -1 when it has none. */
  pollingTimerOf(groupID: string): number;
  /** The connection's once-a-tick timer (heartbeats), -1 while there is no connection. */
  timerID(): number;
  request(servcmd: string, body: Body): Promise<Body>;
  /** Keeps a message this instance sent (wire item) in its conversation; null when it does not decode. */
  sent(item: Body, conversationType: 'C2C' | 'GROUP'): Message | null;
}

/** The TRTC room service's commands, the only ones `sendTRTCCustomData` relays (the official SDK's default list). */
const TRTC_COMMAND = 'tui_room_svr.*';

/** `callExperimentalAPI(name, param)`: the names the official SDK handles; others fail INVALID_OPERATION (2905). */
export class ExperimentalModule {
  private readonly deps: ExperimentalDeps;

  constructor(deps: ExperimentalDeps) {
    this.deps = deps;
  }

  callExperimentalAPI(api: string, param?: unknown): boolean | number | Result<unknown> {
    switch (api) {
      case 'isIntl':
        return isIntlAppId(this.deps.sdkAppId);
      case 'isCommercialAbilityEnabled':
        return this.deps.abilitiesEnabled(Number.parseInt(String(param), 10)).then((enabled) => ok({ enabled }));
      case 'getPollingTimerID':
        return this.deps.pollingTimerOf(String(param));
      case 'getTimerID':
        return this.deps.timerID();
      case 'sendComboMessage':
        return this.sendCombo(asRecord(param));
      case 'handleGroupInvitation':
        return this.handleInvitation(asRecord(param));
      case 'sendTRTCCustomData':
        return this.sendTRTC(asRecord(param));
      default:
        return Promise.reject(new TimError(ERROR_CODES.INVALID_OPERATION));
    }
  }

  /** A message given as its wire body, sent as it is (2100 without a MsgBody); resolves with the sent message. */
  private async sendCombo(body: Body): Result<{ message: Message | null }> {
    if (!Array.isArray(body.MsgBody)) throw new TimError(ERROR_CODES.MESSAGE_SEND_FAIL);
    const group = asStr(body.GroupId);
    const random = (Math.random() * 2 ** 32) >>> 0;
    const item = { MsgRandom: random, Random: random, MsgSeq: random, ...body };
    const answer = await this.deps.request(group ? 'group_open_http_svc.send_group_msg' : 'openim.sendmsg', item);
    return ok({
      message: this.deps.sent({ ...item, ...answer, MsgTimeStamp: answer.MsgTime }, group ? 'GROUP' : 'C2C'),
    });
  }

  /** Accepts or refuses an invitation to a group (a group system notice), with the official SDK's wire keys. */
  private async handleInvitation(options: Body): Result<{}> {
    const payload = asRecord(asRecord(options.message).payload);
    await this.deps.request('group_open_http_svc.handle_invite_join_group', {
      GroupId: asRecord(payload.groupProfile).groupID,
      Inviter_Account: payload.operatorID,
      HandleMsg: options.handleAction,
      ApprovalMsg: options.handleMessage,
      Authentication: payload.authentication,
      MsgKey: payload.messageKey,
    });
    return ok({});
  }

  /** Relays data to the TRTC room service; its answer is the result even when it failed, as the official SDK's. */
  private sendTRTC({ serviceCommand, data }: Body): Result<Body> {
    if (serviceCommand && serviceCommand !== TRTC_COMMAND) throw new TimError(ERROR_CODES.INVALID_TRTC_CMD);
    return this.deps
      .request(TRTC_COMMAND, asRecord(typeof data === 'string' ? JSON.parse(data) : data))
      .catch((err: TimError) => (err.data?.response as Body) || Promise.reject(err))
      .then(ok);
  }
}
