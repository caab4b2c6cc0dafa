import type { PageContext } from 'vike/types';

/** /parts/search and /vehicle-parts-and-accessories, one parts page (docs/rules.md#routes). */
export const PARTS_PATH = /^\/(?:parts\/search|vehicle-parts-and-accessories)\/?$/;

export default function route(pageContext: PageContext) {
  return PARTS_PATH.test(pageContext.urlPathname);
}
