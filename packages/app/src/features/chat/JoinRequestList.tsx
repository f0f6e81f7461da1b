import { Badge, Cell, List } from '@live/ui-kit';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { groupVariantOf } from '../../chat/rules';
import { groupPaths } from './group-paths';
import { chatParts, useChatT } from './messages';
import { AnswerButtons, GroupName } from './parts';
import { usePlatformUser } from './platform-names';
import type { JoinRequests } from './use-join-requests';

/**
 * The join requests waiting for an owner or admin, each with accept and refuse, under a header counting them
 * (nothing while there is none or they load; a retry when they could not be read). `withGroup` names each request's group, linking to its page (the chat list shows
 * every group's requests).
 */
export function JoinRequestList({ requests, withGroup }: { requests: JoinRequests; withGroup: boolean }) {
  const t = useChatT();
  const { items, busy, handle } = requests;
  // Waiting requests that could not be read: say so, with a retry, rather than hiding that some may wait.
  if (requests.failed && items.length === 0)
    return (
      <List header={t('joinRequests')}>
        <Cell title={t('loadFailed')} value={t('retry')} onClick={requests.reload} />
      </List>
    );
  if (items.length === 0) return null;
  return (
    <List
      header={
        <span className="chat-requests__header">
          {t('joinRequests')}
          <Badge content={items.length} label={t('joinRequestsBadge', { n: items.length })} />
        </span>
      }
    >
      {items.map((request) => (
        <Cell
          key={`${request.groupID}:${request.applicant}:${request.userID}:${request.messageKey}`}
          className="chat-requests__item"
          title={<RequestTitle request={request} />}
          description={
            withGroup ? (
              <Link className="chat-link" to={groupPaths(groupVariantOf(request.groupID)).info(request.groupID)}>
                <GroupName groupID={request.groupID} name={request.groupName} />
              </Link>
            ) : undefined
          }
          value={<AnswerButtons busy={busy} onAnswer={(accept) => void handle(request, accept ? 'Agree' : 'Reject')} />}
        />
      ))}
    </List>
  );
}

/**
 * A request's line: the applicant, or for a member's waiting invitation (type 2, invite option NeedPermission)
 * who invited whom, the invitee by their platform name. Users' names are marked as theirs, the app's words not.
 */
function RequestTitle({
  request,
}: {
  request: { applicant: string; applicantNick: string; applicationType: number; userID: string };
}) {
  const { root } = useServices();
  const invitee = usePlatformUser(request.applicationType === 2 ? request.userID : '');
  const from = <span data-ugc>{request.applicantNick || request.applicant}</span>;
  if (request.applicationType !== 2) return <span data-testid="join-request">{from}</span>;
  const to = <span data-ugc>{invitee?.nick_name || request.userID}</span>;
  return (
    <span data-testid="join-request">
      {chatParts('inviteRequest', root.language.lang, { from, to }).map((piece, i) => (
        <Fragment key={i}>{piece}</Fragment>
      ))}
    </span>
  );
}
