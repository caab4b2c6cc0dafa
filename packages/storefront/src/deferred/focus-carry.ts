// When a deferred widget hands over to its live version, the control the shopper
// was on keeps the focus: it is named by a selector both versions answer to (its
// name, a slider thumb's end, or a tile's value), read before the swap and focused
// after it.

/** A selector for the focused control inside `root`, or null when focus is elsewhere. */
export function activeControl(root: HTMLElement | null): string | null {
  const active = root?.ownerDocument.activeElement;
  if (!root || !active || !root.contains(active)) return null;
  const name = active.getAttribute('name');
  if (name && active instanceof HTMLInputElement && active.type === 'radio') {
    return `input[type="radio"][value="${CSS.escape(active.value)}"]`;
  }
  if (name) return `[name="${CSS.escape(name)}"]`;
  // A range slider's thumb: 'min' or 'max' in both versions.
  const thumb = active.getAttribute('data-thumb');
  if (thumb === 'min' || thumb === 'max') return `[data-thumb="${thumb}"]`;
  const value = active.getAttribute('data-value');
  if (value) return `[data-value="${CSS.escape(value)}"]`;
  return null;
}

export function focusControl(root: HTMLElement | null, selector: string | null): void {
  if (!root || !selector) return;
  const target = root.querySelector<HTMLElement>(selector);
  target?.focus();
}
