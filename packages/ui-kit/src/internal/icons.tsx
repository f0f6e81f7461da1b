/** Icons shared by several components; decorative, the button around them carries the name. */

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The filled circle with a cross of text fields' clear buttons. */
export function ClearIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="currentColor" />
      <path d="m9 9 6 6m0-6-6 6" stroke="var(--brand-surface, #fff)" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
