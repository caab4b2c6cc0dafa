import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default function title(pageContext: PageContext<Data>): string {
  return `${pageContext.data?.title ?? 'Parts'} | ${pageContext.site.name}`;
}
