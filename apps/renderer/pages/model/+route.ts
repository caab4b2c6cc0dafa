import type { PageContext } from 'vike/types';

// SPEC §2 Routes: /models/{slug}. Whether the site's range has the model is the page's
// data to answer (404 when not).
const MODEL_PATH = /^\/models\/([^/]+?)\/?$/;

export default function route(pageContext: PageContext) {
  const slug = MODEL_PATH.exec(pageContext.urlPathname)?.[1];
  return slug ? { routeParams: { slug } } : false;
}
