// The make list in the filter sidebar (docs/rules.md#make-list).

/** Makes shown before the list is expanded with 'Show all makes'. */
export const MAKES_BEFORE_EXPANSION = 7;
/** The 'Select models' list under a make shows at most this many models. */
export const MODEL_LIST_LIMIT = 30;
export const SHOW_ALL_MAKES_LABEL = 'Show all makes';
export const HIDE_EXTRA_MAKES_LABEL = 'Hide extra makes';
/** Headings some sites show above the make list. */
export const POPULAR_MAKES_HEADING = 'Popular Makes';
export const ALL_MAKES_HEADING = 'All Makes';

/** The toggle appears only when there are more makes than fit before expansion. */
export function makeListNeedsToggle(makeCount: number): boolean {
  return makeCount > MAKES_BEFORE_EXPANSION;
}
