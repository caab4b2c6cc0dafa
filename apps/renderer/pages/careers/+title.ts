import type { PageContext } from 'vike/types';

export default function title(pageContext: PageContext): string {
  return `Careers | ${pageContext.site.name}`;
}
