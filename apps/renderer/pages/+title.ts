import type { PageContext } from 'vike/types';

// A page that knows better sets its own title through useConfig() in +data.
export default function title(pageContext: PageContext): string {
  return pageContext.site.name;
}
