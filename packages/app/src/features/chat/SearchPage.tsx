import type { ChatGroupHit, ChatUserHit } from '@live/api-contract';
import type { Group } from '@live/im-client';
import { Avatar, Cell, List, NavBar, SearchBar } from '@live/ui-kit';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import { groupVariantOf } from '../../chat/rules';
import { paths } from '../../routes/paths';
import { groupPaths } from './group-paths';
import { GroupHitRow } from './GroupHitRow';
import { isPlatformName } from './platform-names';
import { usePageMeta } from '../../shell/usePageMeta';
import { useChatT } from './messages';
import { ChatGate, GroupName, StateView } from './parts';
import { IN_PAGE } from '../../domain/request-presets';

interface Results {
  keyword: string;
  users: ChatUserHit[];
  /** Public groups by name (the platform searches the chat service's groups). */
  groups: ChatGroupHit[];
  /** A group by its exact id (the chat service), when the name search did not find it. */
  group: Group | null;
}

/** /c2c-search: users by id or nick (the platform), groups by name (the platform) or by id (the chat service). */
export default function ChatSearchPage() {
  const { brand } = useServices();
  const t = useChatT();
  const navigate = useNavigate();
  usePageMeta(brand, 'default', t('search'));
  return (
    <div className="chat-page">
      <NavBar title={t('search')} onBack={() => navigate(-1)} />
      <ChatGate>{(session) => <Search session={session} />}</ChatGate>
    </div>
  );
}

function Search({ session }: { session: ChatSession }) {
  const { api, brand } = useServices();
  const t = useChatT();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const search = async (text: string) => {
    if (!text) return;
    setState('loading');
    try {
      const client = await session.ready();
      const [users, groups, group] = await Promise.all([
        api.chat.searchUsers({ keyword: text, ...IN_PAGE }).then((data) => data.list),
        api.chat.searchGroups({ keyword: text, ...IN_PAGE }).then((data) => data.list),
        // A group anyone may look up by its exact id, member or not (its public profile).
        client.searchGroupByID(text).then(
          ({ data }) => data.group,
          () => null,
        ),
      ]);
      const byId = group && group.type !== 'AVChatRoom' && !groups.some((hit) => hit.group_id === group.groupID);
      setResults({ keyword: text, users, groups, group: byId ? group : null });
      setState('idle');
    } catch {
      setState('error');
    }
  };
  const empty = results && results.users.length === 0 && results.groups.length === 0 && !results.group;
  return (
    <>
      <SearchBar
        value={keyword}
        onChange={setKeyword}
        onSearch={(text) => void search(text)}
        placeholder={t('searchHint')}
      />
      {state === 'loading' && <StateView kind="loading" text={t('loading')} />}
      {state === 'error' && (
        <StateView kind="error" text={t('loadFailed')} onRetry={() => void search(keyword.trim())} />
      )}
      {state === 'idle' && empty && <StateView kind="empty" text={t('noResults')} />}
      {state === 'idle' && results && results.groups.length > 0 && (
        <section aria-labelledby="chat-group-hits">
          <h2 className="uk-list__header" id="chat-group-hits">
            {t('groups')}
          </h2>
          <ul className="chat-hits" aria-labelledby="chat-group-hits">
            {results.groups.map((hit) => (
              <GroupHitRow key={hit.group_id} session={session} hit={hit} />
            ))}
          </ul>
        </section>
      )}
      {state === 'idle' && results?.group && (
        <List header={t('groupId')}>
          <Cell
            prefix={
              <Avatar
                src={results.group.avatar}
                id={results.group.groupID}
                images={avatarImages(brand)}
                size={36}
                shape="square"
              />
            }
            title={<GroupName groupID={results.group.groupID} name={results.group.name} />}
            description={`${t('groupId')}: ${results.group.groupID}`}
            link={({ className, children }) => (
              <Link
                className={className}
                to={groupPaths(groupVariantOf(results.group!.groupID)).info(results.group!.groupID)}
              >
                {children}
              </Link>
            )}
          />
        </List>
      )}
      {state === 'idle' && results && results.users.length > 0 && (
        <List header={t('users')}>
          {results.users.map((user) => (
            <Cell
              key={user.id}
              prefix={<Avatar src={user.avatar} id={user.id} images={avatarImages(brand)} size={36} />}
              title={<span data-ugc={isPlatformName(user) ? undefined : true}>{user.nick_name}</span>}
              description={`ID: ${user.id}`}
              link={({ className, children }) => (
                <Link
                  className={className}
                  to={user.vip_level > 0 ? paths.vipUser({ uid: user.id }) : paths.c2cUser({ id: user.id })}
                >
                  {children}
                </Link>
              )}
            />
          ))}
        </List>
      )}
    </>
  );
}
