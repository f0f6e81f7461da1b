import type { TaskInfo } from '@live/api-contract';
import { Amount, Avatar, Cell, GradeBadge, List, Switch, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { checkInText } from '../../domain';
import { useT } from '../../i18n/messages';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { logout } from './logout';
import './user-center.css';

/** /user-center: who is logged in (or the way to log in), their wallet, the theme mode and logging out. */
const UserCenterPage = observer(function UserCenterPage() {
  const services = useServices();
  const { brand, root } = services;
  const t = useT();
  usePageMeta(brand, '/user-center');
  const user = root.user.isLoggedIn ? root.user.info : null;
  const [task, setTask] = useState<TaskInfo | null>(null);
  const loggedIn = user !== null;

  useEffect(() => {
    if (!loggedIn) return;
    const abort = new AbortController();
    services.api.task
      .getTaskInfo({ hideLoading: true }, { signal: abort.signal })
      .then(setTask)
      .catch(() => undefined);
    return () => abort.abort();
  }, [loggedIn, services]);

  const checkIn = async () => {
    if (task?.checkin === 1) return;
    try {
      const result = await services.api.task.checkin({});
      Toast.success(t('checkedIn', { n: result.award }));
      setTask(await services.api.task.getTaskInfo({ hideLoading: true }));
      root.user.update({ gold: (user?.gold ?? 0) + result.award });
    } catch {
      // The client already showed why (or the login prompt).
    }
  };

  return (
    <div className="user-center">
      <section className="user-center__header" aria-label={user ? user.nick_name : t('login')}>
        <Avatar src={user?.avatar} id={user?.id} variant="site" images={avatarImages(brand)} size={64} />
        {user ? (
          <div className="user-center__who">
            <h1 className="user-center__name">{user.nick_name}</h1>
            <div className="user-center__badges">
              <GradeBadge level={user.user_level} />
              {root.user.isVip() && <span className="user-center__vip">{t('vip')}</span>}
            </div>
          </div>
        ) : (
          <div className="user-center__who">
            <h1 className="user-center__name">{brand.siteName}</h1>
            <p className="user-center__hint">{t('loginToSeeMore')}</p>
            <LinkButton variant="primary" size="small" to={paths.login()}>
              {t('login')} / {t('register')}
            </LinkButton>
          </div>
        )}
      </section>
      {user && (
        <dl className="user-center__wallet">
          <div>
            <dt>{t('gold')}</dt>
            <dd>
              <Amount value={user.gold} />
            </dd>
          </div>
          <div>
            <dt>{t('diamond')}</dt>
            <dd>
              <Amount value={user.diamond} />
            </dd>
          </div>
          <div>
            <dt>{t('level')}</dt>
            <dd>{user.user_level}</dd>
          </div>
        </dl>
      )}
      <List>
        <Cell
          title={t('darkMode')}
          value={
            <Switch
              label={t('darkMode')}
              checked={root.theme.mode === 'dark'}
              onChange={(dark) => root.theme.setMode(dark ? 'dark' : 'light')}
            />
          }
        />
        {user && (
          <Cell
            title={t('dailyCheckIn')}
            value={task ? checkInText(task.checkin, brand.language) : ''}
            onClick={() => void checkIn()}
          />
        )}
        {user && <Cell title={t('logout')} onClick={() => void logout(services)} />}
      </List>
    </div>
  );
});

export default UserCenterPage;
