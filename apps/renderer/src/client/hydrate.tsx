// First: the browser's CSP set-up (zod without eval, the style nonce) before any page code.
import './browser-setup';
import { type ComponentType, type ReactNode, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import Layout from '../../pages/+Layout';
import { readPageState } from './page-state';

// A page's browser entry (each page's +client.ts calls this with its own Page).
// Vike sends no client runtime: pages are loaded whole from the server
// (`clientRouting: false`), so all the browser has to do is hydrate what the
// server rendered, with the same tree vike-react renders there:
// StrictMode > (render promise) > page context > Layout > Page.

/** vike-react's server tree has a component here that only resolves a promise. */
function Passthrough({ children }: { children: ReactNode }) {
  return children;
}

export function hydratePage(Page: ComponentType): void {
  const container = document.getElementById('root');
  const state = readPageState(document);
  if (!container || !state) return;
  // usePageContext() and useData() read these fields; the server's page context has more.
  const pageContext = state as unknown as PageContext;
  // As a transition, React hydrates in slices of a few milliseconds and lets the
  // browser paint and answer input between them, instead of holding a slow
  // phone's main thread for the whole page at once. A tap that arrives first is
  // replayed once its part of the page is live.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Passthrough>
          <VikeReactProviderPageContext pageContext={pageContext}>
            <Layout>
              <Page />
            </Layout>
          </VikeReactProviderPageContext>
        </Passthrough>
      </StrictMode>,
    );
  });
}
