import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID, type PageState, readPageState, serializePageState } from './page-state';

const site = { slug: 'harbour-motor-group', template: 'metro' } as unknown as PageState['site'];

/** A page as readPageState sees it: the element's text by its id. */
function pageWith(json: string | null): Document {
  return {
    getElementById: (id: string) =>
      id === PAGE_STATE_ID && json !== null ? { textContent: json } : null,
  } as unknown as Document;
}

describe('the page state a page hydrates with', () => {
  it('reads back what the server wrote', () => {
    const state: PageState = { site, data: { car: { title: 'Hilux', price: 52990 } } };
    expect(readPageState(pageWith(serializePageState(state)))).toEqual(state);
  });

  it('never lets page text close its element', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const text = serializePageState({ site, data: { description: hostile } });
    // No '<' at all, so neither '</script' nor '<!--' can appear in the element.
    expect(text).not.toContain('<');
    expect(readPageState(pageWith(text))?.data).toEqual({ description: hostile });
  });

  it('refuses data JSON would change on the way (a Date, a Map, a non-finite number)', () => {
    expect(() => serializePageState({ site, data: { soldAt: new Date() } })).toThrow(/soldAt/);
    expect(() => serializePageState({ site, data: { seen: new Map() } })).toThrow(/seen/);
    expect(() => serializePageState({ site, data: { price: Number.NaN } })).toThrow(/price/);
  });

  it('is null on a page without one', () => {
    expect(readPageState(pageWith(null))).toBeNull();
  });
});
