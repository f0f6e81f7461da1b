import { Button, Empty } from '@live/ui-kit';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useServices } from '../../app/services';
import { useT } from '../../i18n/messages';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { shareLink } from '../../domain';
import { isWeChatOrQQBrowser, talkTarget } from './talk-rule';

/** /pp/talk: forwards to ?url= (or home), except inside WeChat or QQ, where it asks to open a browser and download. */
export default function TalkPage() {
  const { brand } = useServices();
  const t = useT();
  const { search } = useLocation();
  usePageMeta(brand, 'default', t('download'));
  const blocked = isWeChatOrQQBrowser(navigator.userAgent);
  const target = talkTarget(search);

  useEffect(() => {
    if (!blocked && target) window.location.replace(target);
  }, [blocked, target]);

  if (!blocked) {
    // Home is a redirect inside the app (no second page load); another site's address is a real navigation.
    return target ? null : <Navigate to={paths.root()} replace />;
  }
  return (
    <div className="route-error" role="dialog" aria-labelledby="talk-title">
      <h1 id="talk-title">{t('talkTitle')}</h1>
      <Empty description={t('talkBody')} />
      <Button variant="primary" onClick={() => window.location.assign(shareLink(brand.shareDomain, {}))}>
        {t('download')}
      </Button>
    </div>
  );
}
