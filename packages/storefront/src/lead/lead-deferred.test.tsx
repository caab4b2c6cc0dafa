import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { testStorefront } from '../car/testing';
import { StorefrontProvider } from '../context';
import { DeferredLeadForm, leadFormModule } from './lead-deferred';

// /contact's enquiry form: in the page's HTML from the server, its code loaded by
// the browser after the page (issue 12), then hydrated without a mismatch.

describe('DeferredLeadForm', () => {
  it('once the server has the form’s code, renders the form itself, and the browser hydrates it', async () => {
    await leadFormModule();
    const storefront = testStorefront();
    const ui = (
      <StorefrontProvider value={storefront}>
        <DeferredLeadForm kind="enquiry" car={null} />
      </StorefrontProvider>
    );
    const html = renderToString(ui);
    expect(html).toContain('Enquiry type');
    expect(html).not.toContain('Loading the form');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    container.remove();
  });
});
