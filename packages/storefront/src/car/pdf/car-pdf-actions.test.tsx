import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, testClient, testStorefront, withStorefront } from '../testing';
import { CarPdfActions } from './car-pdf-actions';

describe('CarPdfActions', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:car-pdf');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the PDF through the client as {slug}.pdf', async () => {
    const storefront = testStorefront();
    render(<CarPdfActions slug="2021-toyota-hilux-sr5-7" />, {
      wrapper: withStorefront(storefront),
    });
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(storefront.client.carPdf).toHaveBeenCalledWith('2021-toyota-hilux-sr5-7');
    expect(saved).toEqual([{ href: 'blob:car-pdf', download: '2021-toyota-hilux-sr5-7.pdf' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('given the download fails', () => {
    it('shows an alert with the error message', async () => {
      const storefront = testStorefront({
        client: testClient({
          carPdf: vi.fn(async () => {
            throw new Error('The PDF could not be made. Please try again.');
          }),
        }),
      });
      render(<CarPdfActions slug="2021-toyota-hilux-sr5-7" />, {
        wrapper: withStorefront(storefront),
      });
      await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The PDF could not be made. Please try again.',
      );
      expect(saved).toEqual([]);
      await expectNoAxeViolations();
    });
  });

  it('prints the page', async () => {
    const print = vi.fn();
    window.print = print;
    render(<CarPdfActions slug="x" />, { wrapper: withStorefront(testStorefront()) });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
