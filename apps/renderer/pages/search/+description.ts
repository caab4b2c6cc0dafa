import type { PageContext } from 'vike/types';
import type { Data } from './+data';

// A search page's description: what it lists and how many, at which dealer.
export default function description(pageContext: PageContext<Data>): string {
  const { data, site } = pageContext;
  const count = data.result.count.toLocaleString('en-AU');
  return `${data.title} at ${site.name}: ${count} in stock. Filter by make, model, price and more.`;
}
