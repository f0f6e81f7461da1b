import { Button, Empty } from '@live/ui-kit';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useServices } from '../app/services';
import { message } from '../i18n/messages';

function RouteErrorView() {
  const { language } = useServices().brand;
  return (
    <div role="alert" className="route-error">
      <Empty description={message('pageError', language)} />
      <Button onClick={() => window.location.reload()}>{message('retry', language)}</Button>
    </div>
  );
}

interface RouteErrorProps {
  /** The page's address: another one clears the error (the boundary stays mounted across navigations). */
  address: string;
  children: ReactNode;
}

/**
 * A route's error boundary: a page that failed to load (a chunk after a deploy, a render error) shows this
 * instead of a blank app. Retry reloads the page, which also fetches the chunks of a newer deploy.
 */
export class RouteErrorBoundary extends Component<RouteErrorProps, { failed: boolean; address: string }> {
  override state = { failed: false, address: this.props.address };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorProps, state: { address: string }) {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorView /> : this.props.children;
  }
}
