import { isRecord } from '../frames.ts';
import { isAccountId, LIMIT_ERRORS, LIMITS } from '../limits.ts';
import { ImError, num, type Service } from '../service.ts';
import { memberGroup } from './attributes.ts';

/** Group member mark types start here (spec §5); lower ones are the cloud's own. */
const FIRST_MARK_TYPE = 1000;
const MARK = 1;
const UNMARK = 2;

/** Marking group members (markGroupMemberList): the owner and admins mark members; answers the members marked. */
export function registerMemberMarks(svc: Service): void {
  svc.route('group_open_avchatroom_http_svc.modify_user_info', (conn, body) => {
    const g = memberGroup(svc, conn, body);
    const role = svc.store.member(g.id, conn.user ?? '')?.role;
    if (role !== 'Owner' && role !== 'Admin') throw new ImError(10007, 'only the owner or an admin marks members');
    const op = num(body, 'CommandType');
    if (op !== MARK && op !== UNMARK)
      throw new ImError(LIMIT_ERRORS.groupInvalid, 'CommandType is 1 (mark) or 2 (unmark)');
    const list = body.MemberList;
    if (!Array.isArray(list) || list.length === 0 || list.length > LIMITS.memberMarks)
      throw new ImError(LIMIT_ERRORS.groupInvalid, `MemberList must list 1 to ${LIMITS.memberMarks} members`);
    const done = svc.store.transaction(() =>
      list.flatMap((raw) => {
        const item = isRecord(raw) ? raw : {};
        const user = item.Member_Account;
        const marks = Array.isArray(item.Marks) ? item.Marks : [];
        if (!isAccountId(user) || !svc.store.member(g.id, user)) return [];
        if (marks.length === 0 || marks.some((m) => !Number.isInteger(m) || m < FIRST_MARK_TYPE || m > 0xffffffff))
          throw new ImError(LIMIT_ERRORS.groupInvalid, `mark types are whole numbers from ${FIRST_MARK_TYPE}`);
        for (const mark of marks as number[]) svc.groupExtras.setMemberMark(g.id, user, mark, op === MARK);
        return [{ Member_Account: user, Marks: svc.groupExtras.memberMarks(g.id, user) }];
      }),
    );
    return { CommandType: op, MemberList: done };
  });
}
