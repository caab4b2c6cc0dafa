import type { PageContext } from 'vike/types';

// <html data-template="…">: the template's theme.css sets its tokens under this attribute.
export default function htmlAttributes(pageContext: PageContext): Record<string, string> {
  return { 'data-template': pageContext.site.template };
}
