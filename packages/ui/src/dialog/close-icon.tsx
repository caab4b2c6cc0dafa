// The close mark of dialogs, banners, popups and toasts; a module of its own,
// so a banner does not bring the dialog's code with it.
export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
