/** The down caret beside a menu's label (turned by the label's own CSS when open). */
export function CaretIcon({ size = 12, className }: { size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width={size} height={size} className={className}>
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
