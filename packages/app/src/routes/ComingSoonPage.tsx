import { Empty } from '@live/ui-kit';
import { useServices } from '../app/services';
import { usePageMeta } from '../shell/usePageMeta';
import { LinkButton } from './links';
import { useRouteT } from './messages';
import { paths } from './paths';

/** What a planned route shows until its page is built: a clear state inside the app, never a not-found page. */
export default function ComingSoonPage() {
  const { brand } = useServices();
  const t = useRouteT();
  usePageMeta(brand, 'default', t('comingSoon'));
  return (
    <div className="route-error coming-soon">
      <h1>{t('comingSoon')}</h1>
      <Empty description={t('comingSoonBody')} />
      <LinkButton variant="primary" to={paths.root()}>
        {t('backHome')}
      </LinkButton>
    </div>
  );
}
