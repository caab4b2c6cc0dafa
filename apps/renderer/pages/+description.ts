import type { PageContext } from 'vike/types';

// Every page's meta description: the one its +data names (a car, a search), else
// the site's own. One hook for all pages, so no page inherits a description
// written for another page's data (the reserve page lives under the car page).
export default function description(pageContext: PageContext): string {
  const { site, data } = pageContext as PageContext & { data?: unknown };
  if (data && typeof data === 'object' && 'description' in data) {
    const own = (data as { description: unknown }).description;
    if (typeof own === 'string' && own.trim() !== '') return own;
  }
  return `${site.name}, ${site.address.city} ${site.address.state.toUpperCase()}: browse our cars in stock, enquire online and find our locations and opening hours.`;
}
