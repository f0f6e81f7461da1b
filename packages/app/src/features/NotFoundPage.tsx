import { Button, Empty } from '@live/ui-kit';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../app/services';
import { useT } from '../i18n/messages';
import { usePageMeta } from '../shell/usePageMeta';

export default function NotFoundPage() {
  const { brand } = useServices();
  const t = useT();
  const navigate = useNavigate();
  usePageMeta(brand, 'default', t('notFound'));
  return (
    <div className="route-error">
      <h2>{t('notFound')}</h2>
      <Empty />
      <Button onClick={() => navigate('/')}>{t('backHome')}</Button>
    </div>
  );
}
