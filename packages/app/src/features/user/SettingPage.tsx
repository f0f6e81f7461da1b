import { Button, Cell, List, Switch, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { confirmDialog } from '../../app/confirm-dialog';
import { useServices } from '../../app/services';
import { useAccountT } from '../../i18n/account-messages';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { logout } from './logout';
import { useUserT } from './messages';
import { SubPage } from './SubPage';

/**
 * Drops what the browser cached for the site (Cache Storage, the session's scratch data) and keeps the login and
 * preferences, which live in the persisted store.
 */
async function clearCache(): Promise<void> {
  sessionStorage.clear();
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
}

/** /user-center/setting: account and password, phone, delivery addresses, about, privacy and terms, theme, cache, logging out. */
const SettingPage = observer(function SettingPage() {
  const services = useServices();
  const { brand, root } = services;
  const t = useUserT();
  const shell = useAccountT();
  const user = root.user.info;

  const askClear = async () => {
    if (!(await confirmDialog({ title: t('clearCache'), message: t('clearCacheAsk'), lang: brand.language }))) return;
    await clearCache();
    Toast.success(t('cacheCleared'));
  };

  const askLogout = async () => {
    if (await confirmDialog({ title: t('logout'), message: t('logoutAsk'), lang: brand.language }))
      await logout(services);
  };

  return (
    <SubPage title={t('settings')}>
      <List>
        <Cell title={t('profile')} arrow link={rowLink(paths.userInfo())} />
        <Cell title={t('accountSecurity')} arrow link={rowLink(paths.userEditAccount())} />
        <Cell
          title={t('bindPhone')}
          value={user?.mobile || t('notBound')}
          arrow
          link={rowLink(paths.userBindPhone())}
        />
        <Cell title={t('myAddress')} arrow link={rowLink(paths.userMyAddress())} />
      </List>
      <List>
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
        <Cell title={t('clearCache')} arrow onClick={() => void askClear()} />
      </List>
      <List>
        <Cell title={t('about')} arrow link={rowLink(paths.mobileAbout())} />
        <Cell title={t('privacy')} arrow link={rowLink(paths.privacy())} />
        <Cell title={t('terms')} arrow link={rowLink(paths.mobilePrivacy({ type: 1 }))} />
      </List>
      <div className="user-sub__actions">
        <Button block variant="danger" onClick={() => void askLogout()}>
          {t('logout')}
        </Button>
      </div>
    </SubPage>
  );
});

export default SettingPage;
