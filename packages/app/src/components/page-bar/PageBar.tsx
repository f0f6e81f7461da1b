import { NavBar } from '@live/ui-kit';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** The router's history index: 0 on the first page of a visit (opened from outside the app). */
function historyIndex(): number {
  const state = window.history.state as { idx?: number } | null;
  return state?.idx ?? 0;
}

/**
 * A page's top bar whose back button returns to the previous page, or to `fallback` when the page was opened
 * directly (a shared link), so back never leaves the app.
 */
export function PageBar({ title, fallback, right }: { title: ReactNode; fallback: string; right?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <NavBar
      title={title}
      right={right}
      onBack={() => (historyIndex() > 0 ? navigate(-1) : navigate(fallback, { replace: true }))}
    />
  );
}
