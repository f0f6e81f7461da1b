import { nonEmpty, paramsInvalid } from '../../errors.ts';
import { asList, asRecord, asStr } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import type { Group } from '../../types.ts';
import type { ModuleContext } from '../context.ts';
import { answeredGroup, GROUP_PROFILE_FILTER } from '../group/codec.ts';

export const MEMBER_METHODS = ['searchGroupByID', 'markGroupMemberList'] as const;

/** Spec §6: live-room member mark types start at 1000. */
export const FIRST_MEMBER_MARK = 1000;
/**
 * What `get_group_public_info` asks for, as the official SDK asks it: the profile's fields but the info sequence
 * and the mute flag, in its own order (picked from the profile filter, a smaller bundle than a second list).
 */
const PUBLIC_INFO = [0, 1, 2, 3, 4, 6, 5, 8, 9, 13, 10, 11, 12, 15].map(
  (i) => GROUP_PROFILE_FILTER.GroupBaseInfoFilter[i],
);

/** Group search by id and live-room member marks. */
export class MemberModule {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private groupID(api: string, id: unknown): string {
    return nonEmpty(api, 'groupID', id);
  }

  /** A group's public profile, for groups one has not joined. */
  async searchGroupByID(groupID: string): Result<{ group: Group }> {
    const id = this.groupID('searchGroupByID', groupID);
    const body = await this.ctx.request('group_open_http_svc.get_group_public_info', {
      GroupIdList: [id],
      ResponseFilter: { GroupBasePublicInfoFilter: PUBLIC_INFO },
    });
    const group = answeredGroup(body, this.ctx.me());
    // As the official SDK, which does not read the info sequence of a public profile.
    group.infoSequence = '';
    return ok({ group });
  }

  async markGroupMemberList(options: {
    groupID: string;
    markType: number;
    userIDList: string[];
    enableMark: boolean;
  }): Result<{ groupID: string; markType: number; successUserIDList: string[]; failureUserIDList: string[] }> {
    const groupID = this.groupID('markGroupMemberList', options?.groupID);
    const { markType, userIDList, enableMark } = options;
    if (!Number.isInteger(markType) || markType < FIRST_MEMBER_MARK)
      throw paramsInvalid('markGroupMemberList', `markType must be a whole number from ${FIRST_MEMBER_MARK}`);
    if (!Array.isArray(userIDList) || userIDList.length === 0 || userIDList.some((id) => typeof id !== 'string'))
      throw paramsInvalid('markGroupMemberList', 'userIDList must list user IDs');
    if (typeof enableMark !== 'boolean') throw paramsInvalid('markGroupMemberList', 'enableMark must be a boolean');
    const body = await this.ctx.request('group_open_avchatroom_http_svc.modify_user_info', {
      GroupId: groupID,
      CommandType: enableMark ? 1 : 2,
      MemberList: userIDList.map((id) => ({ Member_Account: id, Marks: [markType] })),
    });
    const done = new Set(asList(body.MemberList).map((m) => asStr(asRecord(m).Member_Account)));
    return ok({
      groupID,
      markType,
      successUserIDList: userIDList.filter((id) => done.has(id)),
      failureUserIDList: userIDList.filter((id) => !done.has(id)),
    });
  }
}
