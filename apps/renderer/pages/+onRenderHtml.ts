import type { PageContextServer } from 'vike/types';
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml';
import { fontPreloadFilter } from '../src/page-data/font-preload';

// vike-react renders the page; this only narrows the links Vike adds: the one
// font file the site's template names (at most one preload), and no
// stylesheet links where +Head put the page's stylesheet in the page. Vike applies the
// filter to the production build; in development it preloads no fonts at all.
export async function onRenderHtml(pageContext: PageContextServer) {
  const documentHtml = await renderWithReact(pageContext);
  return {
    documentHtml,
    injectFilter: fontPreloadFilter(pageContext.site.template, {
      inlineStyle: Boolean(
        pageContext.pageId &&
          pageContext.pageStyles?.get(pageContext.pageId)?.has(pageContext.site.template),
      ),
    }),
  };
}
