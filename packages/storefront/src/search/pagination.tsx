import type { MouseEvent, ReactNode } from 'react';

export type PaginationProps = {
  page: number;
  pages: number;
  /** The address of a page (the search URL codec's, so each page is a real link). */
  hrefFor(page: number): string;
  /** A plain click (no modifier keys) on a page link; the link works without it. */
  onNavigate?(page: number): void;
};

/** The page numbers to list: the first, the last and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Paging with real links (?page=N): crawlable, and each page opens in a new tab. */
export function Pagination({ page, pages, hrefFor, onNavigate }: PaginationProps) {
  if (pages <= 1) return null;
  const link = (n: number, label: ReactNode, rel?: 'prev' | 'next') => (
    <a
      href={hrefFor(n)}
      // The search machine routes a plain click itself; the app router (Vike) must
      // leave the link alone, or it navigates again once React has re-rendered the
      // link to point at the next page (one click, two pages forward).
      data-vike={onNavigate ? 'false' : undefined}
      rel={rel}
      className="fc-pager__link"
      onClick={(event) => {
        if (!onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(n);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Pages" className="fc-pager" data-slot="pagination">
      <ul>
        {page > 1 ? <li>{link(page - 1, 'Previous page', 'prev')}</li> : null}
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own.
            <li key={`gap-${i}`} aria-hidden="true" className="fc-pager__gap">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <a href={hrefFor(n)} aria-current="page" className="fc-pager__link">
                  <span className="fc-visually-hidden">Page </span>
                  {n}
                </a>
              ) : (
                link(
                  n,
                  <>
                    <span className="fc-visually-hidden">Page </span>
                    {n}
                  </>,
                )
              )}
            </li>
          ),
        )}
        {page < pages ? <li>{link(page + 1, 'Next page', 'next')}</li> : null}
      </ul>
    </nav>
  );
}
