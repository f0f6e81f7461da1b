import { Button, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { confirmDialog } from '../../app/confirm-dialog';
import { useServices } from '../../app/services';
import { shareLink } from '../../domain/share';
import { useShareButtonT } from './messages';

/**
 * The sharing link (spec §9): the site domain + /download, with the user's invite_code and channel when present.
 * Copied to the clipboard; where the page may not write it, the link is shown to copy by hand.
 */
export function useShareLink(): () => string {
  const { root, page } = useServices();
  return () => {
    const user = root.user.isLoggedIn ? root.user.info : null;
    const domain = root.config.config?.site_domain || window.location.origin;
    return shareLink(domain, {
      inviteCode: user?.invite?.invite_code,
      channel: user?.channel ? String(user.channel) : page.channelCode,
    });
  };
}

export const ShareButton = observer(function ShareButton() {
  const { brand } = useServices();
  const t = useShareButtonT();
  const link = useShareLink();
  const share = async () => {
    const url = link();
    try {
      await navigator.clipboard.writeText(url);
      Toast.success(t('copied'));
    } catch {
      await confirmDialog({ title: t('share'), message: url, cancelText: null, lang: brand.language });
    }
  };
  return (
    <Button size="small" variant="text" onClick={() => void share()}>
      {t('share')}
    </Button>
  );
});
