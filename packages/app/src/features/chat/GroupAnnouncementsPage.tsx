import { Button, NavBar } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import { type GroupVariant, isManager } from '../../chat/rules';
import { usePageMeta } from '../../shell/usePageMeta';
import { useChatT } from './messages';
import { ChatGate, StateView } from './parts';
import { useChatAction } from './use-chat-action';
import { useGroup } from './use-group';

/** The group's notification field holds at most this many characters on the service. */
const ANNOUNCEMENT_MAX = 300;

/** /chat-group-announcements/:gid and its /anchor/ variant: the announcement; owners and admins publish it. */
export function GroupAnnouncementsPage({ variant }: { variant: GroupVariant }) {
  const { gid = '' } = useParams();
  const { brand } = useServices();
  const t = useChatT();
  const navigate = useNavigate();
  const title = variant === 'anchor' ? `${t('fanGroup')} · ${t('announcements')}` : t('announcements');
  usePageMeta(brand, 'default', title);
  return (
    <div className="chat-page">
      <NavBar title={title} onBack={() => navigate(-1)} />
      <ChatGate>{(session) => <Announcements session={session} groupID={gid} />}</ChatGate>
    </div>
  );
}

const Announcements = observer(function Announcements({ session, groupID }: { session: ChatSession; groupID: string }) {
  const t = useChatT();
  const state = useGroup(session, groupID);
  const { busy, run } = useChatAction();
  const [draft, setDraft] = useState<string | null>(null);
  if (state.loading) return <StateView kind="loading" text={t('loading')} />;
  if (state.failed || !state.group) return <StateView kind="error" text={t('groupNotFound')} onRetry={state.reload} />;
  const group = state.group;
  const publish = async () => {
    const text = (draft ?? '').trim();
    const done = await run(
      async () => (await session.ready()).updateGroupProfile({ groupID, notification: text }),
      t('done'),
    );
    if (done) {
      setDraft(null);
      state.reload();
    }
  };
  return (
    <div className="chat-announcements">
      {draft === null ? (
        group.notification ? (
          <article className="chat-announcements__text" data-testid="group-announcement" data-ugc>
            {group.notification}
          </article>
        ) : (
          <StateView kind="empty" text={t('noAnnouncement')} />
        )
      ) : (
        <form
          className="chat-form"
          onSubmit={(event) => {
            event.preventDefault();
            void publish();
          }}
        >
          <textarea
            className="chat-textarea"
            aria-label={t('announcement')}
            value={draft}
            maxLength={ANNOUNCEMENT_MAX}
            rows={6}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="primary" round block disabled={busy}>
            {t('publish')}
          </Button>
          <Button round block onClick={() => setDraft(null)}>
            {t('cancel')}
          </Button>
        </form>
      )}
      {isManager(state.role) && draft === null && (
        <Button round block onClick={() => setDraft(group.notification)}>
          {t('editAnnouncement')}
        </Button>
      )}
    </div>
  );
});
