import type { PageContext } from 'vike/types';

export default function title(pageContext: PageContext): string {
  return `Book a Service | ${pageContext.site.name}`;
}
