import type { PageContext } from 'vike/types';

// /models/{slug}, and /{model slug} at the root (docs/rules.md#model-range). Whether the site's
// range has the model is the page's data to answer (404 when not). The root form
// yields to every other page's route (its negative precedence), so /finance or the
// cars path never reach it; its canonical address is /models/{slug}.
const MODEL_PATH = /^\/models\/([^/]+?)\/?$/;
const ROOT_MODEL_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

export default function route(pageContext: PageContext) {
  const slug = MODEL_PATH.exec(pageContext.urlPathname)?.[1];
  if (slug) return { routeParams: { slug } };
  const root = ROOT_MODEL_PATH.exec(pageContext.urlPathname)?.[1];
  return root ? { routeParams: { slug: root }, precedence: -1 } : false;
}
