import { type TemplateName, templateNames } from '@forecourt/core';

// What a page may make a phone download before the shopper does anything
// (docs/decisions/0007-page-budgets-and-deferred-code.md), checked on every build by
// `pnpm check:budgets`. `target` is the page type's budget; `ceiling` is what the build
// may not exceed. A ceiling above its target is a debt: it only ever moves down, to the
// target.

export type ScriptBudget = { targetKb: number; ceilingKb: number };

/** Gzipped JavaScript a page loads with it (its entry and every static import). */
export const scriptBudgets: Record<string, ScriptBudget> = {
  '/pages/cars/@slug': { targetKb: 100, ceilingKb: 100 },
  // The reserve page's contact form and card forms load on interaction.
  '/pages/cars/@slug/checkout': { targetKb: 100, ceilingKb: 100 },
  '/pages/cars/@slug/buy-online': { targetKb: 100, ceilingKb: 100 },
  '/pages/search': { targetKb: 130, ceilingKb: 130 },
  '/pages/index': { targetKb: 130, ceilingKb: 100 },
  // A new page loads at most 100 KB; the finance form, the budget machine
  // and the price slider load when the shopper reaches for them.
  '/pages/finance': { targetKb: 100, ceilingKb: 100 },
  // The locations pages; the finder's machine, the dialogs and /contact's
  // form load after the page.
  '/pages/dealerships': { targetKb: 100, ceilingKb: 100 },
  '/pages/contact-us/@slug': { targetKb: 100, ceilingKb: 100 },
  '/pages/contact': { targetKb: 100, ceilingKb: 100 },
  // A new page loads at most 100 KB.
  '/pages/special-offers': { targetKb: 100, ceilingKb: 100 },
  '/pages/offer': { targetKb: 100, ceilingKb: 100 },
  '/pages/models': { targetKb: 100, ceilingKb: 100 },
  '/pages/model': { targetKb: 100, ceilingKb: 100 },
  // Service, parts and careers draw their form first and load its code on
  // reach, as /contact does.
  '/pages/service': { targetKb: 100, ceilingKb: 100 },
  '/pages/parts': { targetKb: 100, ceilingKb: 100 },
  '/pages/careers': { targetKb: 100, ceilingKb: 100 },
  // The trade-in pages draw step 1 at once; the trade-in machine, XState and
  // the later steps load when the shopper reaches for the form.
  '/pages/trade-in': { targetKb: 100, ceilingKb: 100 },
  '/pages/cars/trade-in': { targetKb: 100, ceilingKb: 100 },
};

/** Any other page: the search page's budget. */
export const defaultScriptBudget: ScriptBudget = { targetKb: 130, ceilingKb: 180 };

/**
 * Gzipped CSS of a page type's stylesheet on a site of one template (all the
 * page may draw, its dialogs included), carried in the page's head: each page type
 * carries its own stylesheet, not the whole site's.
 */
export const styleBudget = { kb: 8 };

/** A template's web fonts: Latin woff2 files of the weights it uses. */
export const fontBudget = { kb: 100, files: 5 };

/** Every template of core's registry has its fonts checked. */
export const budgetTemplates: readonly TemplateName[] = templateNames;
