import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, testStorefront, withStorefront } from '../car/testing';
import { ModelActions, modelLeadSubcategory } from './model-actions';

describe('ModelActions', () => {
  describe('given a site that books test drives', () => {
    it("shows 'Enquire Now' and 'Book a Test Drive'; no accessibility violations", async () => {
      render(<ModelActions modelName="Kia Sportage" testDrive />, {
        wrapper: withStorefront(testStorefront()),
      });
      expect(screen.getByRole('button', { name: 'Enquire Now' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Book a Test Drive' })).toBeTruthy();
      await expectNoAxeViolations();
    });

    it('opens the test drive dialog about the model and gives focus back on close', async () => {
      const user = userEvent.setup();
      render(<ModelActions modelName="Kia Sportage" testDrive />, {
        wrapper: withStorefront(testStorefront()),
      });
      const button = screen.getByRole('button', { name: 'Book a Test Drive' });
      await user.click(button);
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain('Kia Sportage');
      await waitFor(() =>
        expect(dialog.querySelector('form[data-kind="test-drive"]')).not.toBeNull(),
      );
      await expectNoAxeViolations();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(document.activeElement).toBe(button));
    });
  });

  it('has no test drive button where the site switches test drives off', () => {
    render(<ModelActions modelName="Kia Sportage" testDrive={false} />, {
      wrapper: withStorefront(testStorefront()),
    });
    expect(screen.queryByRole('button', { name: 'Book a Test Drive' })).toBeNull();
  });

  it('names the model in the subcategory the dealer reads', () => {
    expect(modelLeadSubcategory('Kia EV6')).toBe('Model: Kia EV6');
  });
});
