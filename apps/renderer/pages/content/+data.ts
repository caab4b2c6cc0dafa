import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { contentPageFor } from '../../src/page-data/content-pages';

export type Data = Awaited<ReturnType<typeof data>>;

export function data(pageContext: PageContextServer) {
  const page = contentPageFor(pageContext.urlPathname, pageContext.site.navigation);
  if (!page) throw render(404);
  return page;
}
