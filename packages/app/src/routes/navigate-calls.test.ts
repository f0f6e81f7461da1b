import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Pages open through real links (`<a href>`: long-press, new tab, copy link, crawlers, screen readers); navigate()
 * is for what follows an action. Every call site is listed here with why, so a new one is a deliberate choice.
 */
const ALLOWED: Record<string, string> = {
  'app/require-login.ts: navigate(paths.login())': 'the login prompt was confirmed',
  'api/core/client.ts: navigate(paths.login())': "the API client's login prompt was confirmed",
  'api/core/effects.ts: navigate(path: string)': 'the declaration of that effect',
  'features/account/LoginPage.tsx: navigate(paths.root())': 'the nav bar back action',
  'features/account/RegisterPage.tsx: navigate(paths.login(), { replace: true })': 'after the reset form is sent',
  'features/account/RegisterPage.tsx: navigate(paths.login())': 'the nav bar back action',
  'features/chat/ChatListPage.tsx: navigate(paths.chatGroup({ id: groupID }))': 'after creating the group',
  'features/chat/ChatRoomPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/chat/FeedbackPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/chat/FriendsPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/chat/GroupAnnouncementsPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/chat/GroupChatPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/chat/GroupInfoPage.tsx: navigate(-1)': 'the nav bar back action',
  "features/chat/GroupInfoPage.tsx: navigate(paths.c2c(undefined, { tab: 'group' }), { replace: true })":
    'after quitting or dismissing the group',
  'features/chat/GroupMemberPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/chat/GroupMemberPage.tsx: navigate(groupPaths(variant).info(groupID), { replace: true })':
    'after removing the member from the group',
  'features/chat/SearchPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/chat/UserProfilePage.tsx: navigate(-1)': 'the nav bar back action',
  'features/live/room/LiveDetailPage.tsx: navigate(paths.c2cChatroom({ id: imId }))':
    'after adding the operate staff as a friend (an API call)',
  'features/live/room/LiveDetailPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/live/LivesPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/live/AnchorListPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/video/VideosPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/video/RecCategoryPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/video/RecVideoPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/video/ShortVideoPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/video/RecCollectionPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/score/detail/MatchDetailPage.tsx: navigate(-1)': 'the nav bar back action',
  'features/score/detail/MatchDetailPage.tsx: navigate(paths.score())': 'back with no history: the score list',
  'features/score/SearchPage.tsx: navigate(-1)': "the search bar's cancel action",
  'features/score/CollectedPage.tsx: navigate(paths.score())': 'the nav bar back action',
  'components/page-bar/PageBar.tsx: navigate(-1)': 'the nav bar back action',
  'components/page-bar/PageBar.tsx: navigate(fallback, { replace: true })':
    'the nav bar back action on a page opened directly (no history to go back to)',
  'features/data/SubscribePage.tsx: navigate(detailPath, { replace: true })': 'after the subscription was paid',
};

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each `navigate(...)` call with its balanced arguments, as written. */
function navigateCalls(source: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(/\bnavigate\(/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end += 1) {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(match.index, end + 1).replace(/\s+/g, ' '));
  }
  return calls;
}

describe('navigate() call sites', () => {
  it('are only the listed action flows: every page a click opens is a real link', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      navigateCalls(readFileSync(file, 'utf8')).map((call) => `${relative(SRC, file)}: ${call}`),
    );
    expect([...new Set(found)].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('finds a navigate() with nested calls in its arguments', () => {
    expect(navigateCalls('onClick={() => navigate(paths.liveDetail({ id: room.anchorid }))}')).toEqual([
      'navigate(paths.liveDetail({ id: room.anchorid }))',
    ]);
  });
});
