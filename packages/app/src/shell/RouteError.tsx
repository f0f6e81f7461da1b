import { Button, Empty } from '@live/ui-kit';
import { useRouteError } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext';
import { message } from '../i18n/messages';

/**
 * A route's error boundary: a page that failed to load (a chunk after a deploy, a render error) shows this
 * instead of a blank app. Retry reloads the page, which also fetches chunks of a newer deploy.
 */
export function RouteError() {
  const error = useRouteError();
  const { language } = useBrand();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div role="alert" className="route-error">
      <Empty description={message('pageError', language)} />
      <Button onClick={() => window.location.reload()}>{message('retry', language)}</Button>
    </div>
  );
}
