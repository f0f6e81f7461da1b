import { Empty } from '@live/ui-kit';
import { useServices } from '../app/services';
import { useT } from '../i18n/messages';
import { LinkButton } from '../routes/links';
import { paths } from '../routes/paths';
import { usePageMeta } from '../shell/usePageMeta';

export default function NotFoundPage() {
  const { brand } = useServices();
  const t = useT();
  usePageMeta(brand, 'default', t('notFound'));
  return (
    <div className="route-error">
      <h2>{t('notFound')}</h2>
      <Empty />
      <LinkButton to={paths.root()}>{t('backHome')}</LinkButton>
    </div>
  );
}
