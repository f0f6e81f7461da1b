import type { UserMessage } from '@live/api-contract';
import { Button, InfiniteScroll } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { formatDateTime, markRead } from '../../domain/user-centre';
import { usePagedList } from '../../hooks/use-paged-list';
import { LoadState } from '../../components/data-views/LoadState';
import { useUserT } from './messages';
import { SubPage } from './SubPage';
import { IN_PAGE } from '../../domain/request-presets';

function MessageList() {
  const { api, brand } = useServices();
  const t = useUserT();
  const list = usePagedList<UserMessage>(
    (page, signal) => api.user.getMessageList({ page, size: 20, ...IN_PAGE }, { signal }),
    'messages',
  );
  // Read marks made here, over what the server listed.
  const [messages, setMessages] = useState<UserMessage[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => setMessages(list.data ?? []), [list.data]);

  const read = async (id: number) => {
    try {
      await api.user.readMessage({ id, ...IN_PAGE });
      setMessages((current) => markRead(current, id));
    } catch {
      // Still unread; the client showed why.
    }
  };

  const toggle = (message: UserMessage) => {
    setOpen(open === message.id ? null : message.id);
    if (!message.read) void read(message.id);
  };

  return (
    <LoadState state={list} isEmpty={(data) => data.length === 0} emptyText={t('noMessages')}>
      {() => (
        <>
          {messages.some((message) => !message.read) && (
            <div className="user-sub__toolbar">
              <Button size="small" variant="text" onClick={() => void read(0)}>
                {t('markAllRead')}
              </Button>
            </div>
          )}
          <ul className="user-messages">
            {messages.map((message) => (
              <li key={message.id} className="user-messages__item">
                <button
                  type="button"
                  className="user-messages__head"
                  aria-expanded={open === message.id}
                  onClick={() => toggle(message)}
                >
                  {!message.read && <span className="user-messages__dot" role="img" aria-label={t('unreadMark')} />}
                  <span className="user-messages__title">{message.title}</span>
                  <time className="user-messages__time">
                    {formatDateTime(message.created_at, brand.language, brand.timeZone)}
                  </time>
                </button>
                <p
                  className={
                    open === message.id ? 'user-messages__body' : 'user-messages__body user-messages__body--clamped'
                  }
                >
                  {message.content}
                </p>
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} lang={brand.language} />
        </>
      )}
    </LoadState>
  );
}

/** /user-center/message: system messages, newest first; opening one marks it read, or all at once. */
const MessagePage = observer(function MessagePage() {
  const t = useUserT();
  return (
    <SubPage title={t('messages')}>
      <MessageList />
    </SubPage>
  );
});

export default MessagePage;
