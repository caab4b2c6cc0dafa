import { belowMarket } from '@forecourt/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing';
import { BelowMarketIndicator } from './below-market';

function shown(price: number, state: number | null, national: number | null) {
  const verdict = belowMarket({
    price,
    autograb_data: { state_average_market_price: state, average_market_price: national },
  });
  return verdict.kind === 'shown' ? verdict : null;
}

describe('BelowMarketIndicator', () => {
  describe('given a car $1,500 under the state average', () => {
    it('says how far under, against the state average', async () => {
      render(<BelowMarketIndicator belowMarket={shown(20000, 21500, 30000)} />);
      expect(screen.getByText('$1,500 below market')).toBeTruthy();
      expect(screen.getByText(/state average \$21,500/)).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('given a car less than $500 under the market', () => {
    it('draws nothing (the core hides it)', () => {
      const { container } = render(
        <BelowMarketIndicator belowMarket={shown(20000, null, 20400)} />,
      );
      expect(container.innerHTML).toBe('');
    });
  });
});
