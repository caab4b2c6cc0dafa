import type { PageContext } from 'vike/types';

// Every page's meta description; pages that know more about themselves
// (a car, a search) set their own.
export default function description(pageContext: PageContext): string {
  const { site } = pageContext;
  return `${site.name}, ${site.address.city} ${site.address.state.toUpperCase()}: browse our cars in stock, enquire online and find our locations and opening hours.`;
}
