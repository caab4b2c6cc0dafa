import type { PageContextServer } from 'vike/types';
import { PAGE_STATE_ID, serializePageState } from '../src/client/page-state';

// The page state each page's +client.ts hydrates with (src/client/page-state.ts).
// The browser never runs it; it carries the nonce like every other script
// element of the page all the same.
export default function bodyHtmlEnd(pageContext: PageContextServer): string {
  const { site, data, is404, cspNonce } = pageContext;
  const state = serializePageState({ site, data, ...(is404 ? { is404: true } : {}) });
  const nonce = cspNonce ? ` nonce="${cspNonce}"` : '';
  return `<script id="${PAGE_STATE_ID}" type="application/json"${nonce}>${state}</script>`;
}
