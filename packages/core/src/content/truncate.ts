// Text: descriptions over 200 characters are cut to 160 behind a View more
// toggle; disclaimers over 200 are cut to 200 (docs/rules.md#text-truncation). Characters are UTF-16 units, as the
// string length the limits were written against, but a cut never splits a surrogate
// pair (an emoji), which would leave a broken character on screen.

export const TRUNCATE_OVER = 200;
export const DESCRIPTION_CUT = 160;
export const DISCLAIMER_CUT = 200;

export type Truncated = {
  /** The text to show while collapsed: the whole text when it was not cut. */
  text: string;
  /** Whether the text was cut, so a View more / View less toggle is needed. */
  truncated: boolean;
};

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Cuts text longer than `over` to at most `to` units, stepping back off a surrogate pair. */
export function truncateText(text: string | null | undefined, over: number, to: number): Truncated {
  const full = text ?? '';
  if (full.length <= over) return { text: full, truncated: false };
  let end = to;
  if (end > 0 && isHighSurrogate(full.charCodeAt(end - 1))) end -= 1;
  return { text: full.slice(0, end), truncated: true };
}

/** The toggle on a cut text (docs/rules.md#text-truncation). */
export const VIEW_MORE_LABEL = 'View more';
export const VIEW_LESS_LABEL = 'View less';

/** A description over 200 characters shows its first 160 with View more (docs/rules.md#text-truncation). */
export function truncateDescription(text: string | null | undefined): Truncated {
  return truncateText(text, TRUNCATE_OVER, DESCRIPTION_CUT);
}

/**
 * What a cut text shows while collapsed: the cut part and an ellipsis; a text that was
 * not cut shows whole (docs/rules.md#text-truncation).
 */
export function collapsedText(cut: Truncated): string {
  return cut.truncated ? `${cut.text.trimEnd()}…` : cut.text;
}

/** A disclaimer over 200 characters shows its first 200 (docs/rules.md#finance-disclaimer). */
export function truncateDisclaimer(text: string | null | undefined): Truncated {
  return truncateText(text, TRUNCATE_OVER, DISCLAIMER_CUT);
}
