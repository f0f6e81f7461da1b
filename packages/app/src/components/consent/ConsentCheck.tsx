import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './consent.css';

export interface ConsentCheckProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What is agreed to, with its DocumentLinks. */
  children: ReactNode;
  /** Shown while the box is unticked after a submit tried without it. */
  error?: string;
}

/** A consent box (registration, the anchor application): the form is not sent until it is ticked. */
export function ConsentCheck({ name, checked, onChange, children, error }: ConsentCheckProps) {
  const errorId = `${name}-error`;
  return (
    <div className="consent">
      <label className="consent__row">
        <input
          className="consent__box"
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error && (
        <div className="consent__error" id={errorId} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** A document the user agrees to, opened in a new tab so the form keeps what was typed. */
export function DocumentLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="consent__link" to={to} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}
