import type { TaskInfo, UserInfo } from '@live/api-contract';
import { Amount, Avatar, Badge, Cell, GradeBadge, Image, List, Switch, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { copyLink, useInviteLink } from '../../components/share-button/ShareButton';
import { checkInText } from '../../domain';
import { currencySign } from '../../domain/money';
import { adsShown } from '../../domain/ads';
import { formatDate, type UserRole, userRoles } from '../../domain/user-centre';
import { shopCardOn } from '../../domain/user';
import { useAccountT } from '../../i18n/account-messages';
import { LinkButton, rowLink } from '../../routes/links';
import { PlatformLink } from '../../routes/PlatformLink';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useRequestKey } from '../../hooks/use-request-key';
import { logout } from './logout';
import { type UserTextKey, useUserT } from './messages';
import './user-center.css';
import './user.css';
import { UserTags } from '../../components/user-tags/UserTags';
import { useAction } from '../../hooks/use-action';
import { IN_PAGE, QUIET } from '../../domain/request-presets';

const ROLE_TEXT: Record<Exclude<UserRole, 'vip'>, UserTextKey> = {
  anchor: 'roleAnchor',
  anchorAdmin: 'roleAnchorAdmin',
  operate: 'roleOperate',
};

/** Who is logged in: avatar, nick, id, level grade (§6), VIP until, roles and signature; a guest gets the way in. */
const Header = observer(function Header({ user }: { user: UserInfo | null }) {
  const { brand, root } = useServices();
  const t = useUserT();
  const shell = useAccountT();
  const avatar = (
    <Avatar
      src={user?.avatar}
      id={user?.id}
      variant="site"
      images={avatarImages(brand)}
      size={64}
      frame={shopCardOn(user?.avatar_frame_until, Date.now())}
    />
  );
  if (!user)
    return (
      <section className="user-center__header" aria-label={shell('login')}>
        {avatar}
        <div className="user-center__who">
          <h1 className="user-center__name">{brand.siteName}</h1>
          <p className="user-center__hint">{shell('loginToSeeMore')}</p>
          <LinkButton size="small" round to={paths.login()}>
            {shell('login')} / {shell('register')}
          </LinkButton>
        </div>
      </section>
    );
  const roles = userRoles(user, Date.now());
  return (
    <section className="user-center__header" aria-labelledby="user-center-name">
      <Link to={paths.userInfo()} className="user-center__avatar" aria-label={t('profile')}>
        {avatar}
      </Link>
      <div className="user-center__who">
        <h1 className="user-center__name" id="user-center-name" data-ugc>
          {user.nick_name}
        </h1>
        <div className="user-center__badges">
          <GradeBadge level={user.user_level} lang={brand.language} />
          {roles.includes('vip') && (
            <span className="user-center__vip">
              {t('vipUntil', { date: formatDate(user.vip_date, brand.language, brand.timeZone) })}
            </span>
          )}
          {roles
            .filter((role): role is Exclude<UserRole, 'vip'> => role !== 'vip')
            .map((role) => (
              <span key={role} className="user-center__role">
                {t(ROLE_TEXT[role])}
              </span>
            ))}
          <UserTags ids={user.tags} />
        </div>
        <p className="user-center__hint">
          {t('userId', { id: user.id })} · {user.signature ? <span data-ugc>{user.signature}</span> : t('noSignature')}
        </p>
      </div>
      {root.user.isLoggedIn && (
        <Link to={paths.userSetting()} className="user-center__settings">
          {t('settings')}
        </Link>
      )}
    </section>
  );
});

/** Gold, diamonds, followed and fans, as counts by market (§9: 万 from 10,000; pt-BR compact, issue #30). */
function Stats({ user }: { user: UserInfo }) {
  const { brand } = useServices();
  const t = useUserT();
  const items: [string, UserTextKey, ReactNode][] = [
    [paths.userWallet(), 'gold', <Amount value={user.gold} lang={brand.language} />],
    [paths.userWallet(), 'diamond', <Amount value={user.diamond} lang={brand.language} />],
    [paths.userAttentMgmt(), 'following', <Amount value={user.attent_count} lang={brand.language} />],
    [paths.userCenterAnchor(), 'fans', <Amount value={user.fans_count} lang={brand.language} />],
  ];
  return (
    <nav className="user-center__stats" aria-label={t('wallet')}>
      {items.map(([to, label, value]) => (
        <Link key={label} to={to} className="user-center__stat">
          <span className="user-center__stat-value">{value}</span>
          <span className="user-center__stat-label">{t(label)}</span>
        </Link>
      ))}
    </nav>
  );
}

/** Wallet, tasks, shop and VIP: pages of their own. */
function Shortcuts() {
  const t = useUserT();
  const { brand } = useServices();
  const items: [string, UserTextKey, string][] = [
    [paths.userWallet(), 'wallet', currencySign(brand.language)],
    [paths.userTask(), 'tasks', '✓'],
    [paths.newshop(), 'shop', '◆'],
    [paths.vipPlans(), 'vipCentre', 'V'],
  ];
  return (
    <nav className="user-center__shortcuts" aria-label={t('userCenter')}>
      {items.map(([to, label, icon]) => (
        <Link key={label} to={to} className="user-center__shortcut">
          <span className="user-center__shortcut-icon" aria-hidden="true">
            {icon}
          </span>
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}

/** The banner ad of the common config (launch_ad), unless the user's is_no_qrad hides ads (§6). */
const AdBanner = observer(function AdBanner({ user }: { user: UserInfo | null }) {
  const { root } = useServices();
  const t = useUserT();
  if (!adsShown(user)) return null;
  // Its box is kept while the common config is on its way, so the list below does not jump when the ad arrives.
  if (!root.config.common) return <div className="user-center__ad user-center__ad--pending" aria-hidden="true" />;
  const ad = root.config.common.launch_ad[0];
  if (!ad) return null;
  return (
    <PlatformLink link={ad.link} className="user-center__ad">
      {/* The page's largest paint (issue #31), preloaded by the early call: no lazy loading. The label names the
          link; the picture repeating it would be read twice (axe image-redundant-alt). */}
      <Image src={ad.image} alt="" fit="cover" priority />
      <span className="user-center__ad-label">{t('adLabel')}</span>
    </PlatformLink>
  );
});

/** The invite link (§9) needs login (§6): a guest gets the login prompt. */
function useInvite(user: UserInfo | null): () => Promise<void> {
  const { brand } = useServices();
  const t = useUserT();
  const requireLogin = useRequireLogin();
  const link = useInviteLink();
  return async () => {
    if (!requireLogin() || !user) return;
    await copyLink(link(), t('inviteCopied'), t('inviteLink'), brand.language);
  };
}

/** /user-center: the account at a glance and the way into every part of it. */
const UserCenterPage = observer(function UserCenterPage() {
  const services = useServices();
  const { brand, root, api } = services;
  const t = useUserT();
  const shell = useAccountT();
  usePageMeta(brand, '/user-center');
  const user = root.user.isLoggedIn ? root.user.info : null;
  const [task, setTask] = useState<TaskInfo | null>(null);
  const [unread, setUnread] = useState(0);
  const invite = useInvite(user);
  const loggedIn = user !== null;

  useEffect(() => {
    if (!loggedIn) return;
    const abort = new AbortController();
    api.task
      .getTaskInfo(QUIET, { signal: abort.signal })
      .then(setTask)
      .catch(() => undefined);
    api.user
      .getMessageList({ ...QUIET, page: 1, size: 1 }, { signal: abort.signal })
      .then((answer) => setUnread(answer.unread))
      .catch(() => undefined);
    // The balances and roles may have changed elsewhere (a review, a recharge): refresh them.
    api.user
      .getUserInfo(QUIET, { signal: abort.signal })
      .then((fresh) => root.user.update({ ...fresh, token: root.user.token }))
      .catch(() => undefined);
    return () => abort.abort();
  }, [loggedIn, api, root]);

  const { run } = useAction();
  const checkinKey = useRequestKey();
  const checkIn = async () => {
    if (task?.checkin === 1) return;
    await run(async () => {
      // One key until the platform answers: a retry after a lost answer is not a second check-in.
      const result = await api.task.checkin({ request_id: checkinKey.key() });
      checkinKey.settled();
      Toast.success(shell('checkedIn', { n: result.award }));
      setTask(await api.task.getTaskInfo(IN_PAGE));
      root.user.update(result.balances);
    });
  };

  const isAnchor = user?.is_anchor === 1;
  return (
    <div className="user-center">
      <Header user={user} />
      {user && <Stats user={user} />}
      <Shortcuts />
      <AdBanner user={user} />
      <List>
        {user && (
          <Cell
            title={shell('dailyCheckIn')}
            value={task ? checkInText(task.checkin, brand.language) : ''}
            onClick={() => void checkIn()}
          />
        )}
        <Cell
          title={t('messages')}
          value={unread > 0 ? <Badge content={unread} label={t('unread', { n: unread })} /> : undefined}
          arrow
          link={rowLink(paths.userMessage())}
        />
        <Cell title={t('attentMgmt')} arrow link={rowLink(paths.userAttentMgmt())} />
        <Cell title={t('liveRecord')} arrow link={rowLink(paths.userLiveRecord())} />
        <Cell title={t('myMaterial')} arrow link={rowLink(paths.userMyMaterial())} />
        <Cell title={t('myLog')} arrow link={rowLink(paths.userMyLog())} />
        <Cell title={t('myBag')} arrow link={rowLink(paths.newshopRecords({}, { tab: 'bag' }))} />
        <Cell title={t('myAddress')} arrow link={rowLink(paths.userMyAddress())} />
      </List>
      <List>
        {isAnchor ? (
          <Cell title={t('myAnchorPage')} arrow link={rowLink(paths.userCenterAnchor())} />
        ) : (
          <Cell title={t('applyAnchor')} arrow link={rowLink(paths.userApply({ type: 1 }))} />
        )}
        {user?.is_anchor_admin !== 1 && (
          <Cell title={t('applyAnchorAdmin')} arrow link={rowLink(paths.userApply({ type: 2 }))} />
        )}
        <Cell
          title={t('invite')}
          value={user?.invite?.invite_code ? t('inviteCode', { code: user.invite.invite_code }) : undefined}
          arrow
          onClick={() => void invite()}
        />
        <Cell title={t('feedback')} arrow link={rowLink(paths.userFeedback())} />
        <Cell title={t('settings')} arrow link={rowLink(paths.userSetting())} />
        <Cell
          title={shell('darkMode')}
          value={
            <Switch
              label={shell('darkMode')}
              checked={root.theme.mode === 'dark'}
              onChange={(dark) => root.theme.setMode(dark ? 'dark' : 'light')}
            />
          }
        />
        {user && <Cell title={t('logout')} onClick={() => void logout(services)} />}
      </List>
    </div>
  );
});

export default UserCenterPage;
