import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default function title(pageContext: PageContext<Data>): string {
  const verb = pageContext.data.buyOnline ? 'Buy' : 'Reserve';
  return `${verb} the ${pageContext.data.car.title} | ${pageContext.site.name}`;
}
