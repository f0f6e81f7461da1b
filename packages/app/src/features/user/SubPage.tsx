import type { ReactNode } from 'react';
import { AccountPage } from '../../components/account-page/AccountPage';
import './user.css';

/**
 * A sub-page of the user centre: the shared account frame (back to the previous page or the centre; a guest gets
 * the not-logged-in state, whose link returns here after login), unless `guest` lets visitors in.
 */
export function SubPage({
  title,
  right,
  guest = false,
  children,
}: {
  title: string;
  right?: ReactNode;
  /** The page is for guests too (a public anchor page). */
  guest?: boolean;
  children: ReactNode;
}) {
  return (
    <AccountPage title={title} right={right} needsLogin={!guest}>
      <div className="user-sub">{children}</div>
    </AccountPage>
  );
}
