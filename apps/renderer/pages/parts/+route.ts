import type { PageContext } from 'vike/types';

/** SPEC §2 Routes: /parts/search and /vehicle-parts-and-accessories, one parts page. */
export const PARTS_PATH = /^\/(?:parts\/search|vehicle-parts-and-accessories)\/?$/;

export default function route(pageContext: PageContext) {
  return PARTS_PATH.test(pageContext.urlPathname);
}
