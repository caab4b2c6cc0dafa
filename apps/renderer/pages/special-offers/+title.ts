import type { PageContext } from 'vike/types';

export default function title(pageContext: PageContext): string {
  return `Special Offers | ${pageContext.site.name}`;
}
