import type { PageContext } from 'vike/types';

export default function title(pageContext: PageContext): string {
  return `Thank you | ${pageContext.site.name}`;
}
