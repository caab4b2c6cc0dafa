import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default function title(pageContext: PageContext<Data | undefined>): string {
  const gone = pageContext.data?.gone;
  if (gone)
    return `${gone.sold ? 'Sold' : 'No longer available'}: ${gone.title} | ${pageContext.site.name}`;
  if (pageContext.data?.searchDown) return `Search is not available | ${pageContext.site.name}`;
  return pageContext.site.name;
}
