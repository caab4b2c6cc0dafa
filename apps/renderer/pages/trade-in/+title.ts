import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default function title(pageContext: PageContext<Data>): string {
  return `${pageContext.data?.title ?? 'Trade-In'} | ${pageContext.site.name}`;
}
