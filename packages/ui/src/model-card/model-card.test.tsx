import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ModelCard } from './model-card';

describe('ModelCard', () => {
  describe('given a coming-soon model', () => {
    it('shows its name as a link to its page, its badge and facts; no accessibility violations', async () => {
      const { container } = render(
        <ModelCard
          name="EV9"
          href="/models/ev9"
          image={{ src: '/ev9.svg' }}
          status="coming_soon"
          statusLabel="Coming Soon"
          facts={['Electric', 'SUV']}
        />,
      );
      expect(screen.getByRole('heading', { level: 3, name: 'EV9' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'EV9' }).getAttribute('href')).toBe('/models/ev9');
      expect(screen.getByText('Coming Soon')).toBeTruthy();
      expect(screen.getByText('Electric · SUV')).toBeTruthy();
      expect(container.querySelector('[data-slot="model-card"]')?.getAttribute('data-status')).toBe(
        'coming_soon',
      );
      expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
      await expectNoAxeViolations();
    });
  });

  describe('given a current model without a picture', () => {
    it('shows no badge and no status; no accessibility violations', async () => {
      const { container } = render(<ModelCard name="Picanto" href="/models/picanto" />);
      expect(container.querySelector('.fc-badge')).toBeNull();
      expect(container.querySelector('[data-status]')).toBeNull();
      await expectNoAxeViolations();
    });
  });
});
