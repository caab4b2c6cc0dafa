// Collapsible sections (filter groups, accordions) open and close in 300 ms on every
// site, whatever its template (docs/rules.md#menus-and-sections). The kit's tokens.css
// carries the same figure as --duration-collapse, and a test holds the two together.

/** How long a collapsible section takes to open or close. */
export const COLLAPSE_ANIMATION_MS = 300;

/** The same duration as CSS writes it, for the kit's `--duration-collapse`. */
export function collapseAnimationCss(): string {
  return `${COLLAPSE_ANIMATION_MS}ms`;
}
