import {
  TRADE_IN_ADJUSTMENT_DEDUCTIONS,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
  TRADE_IN_OFFER_VALID_DAYS,
} from '@forecourt/core';

export type TradeInFaqProps = { mode: 'trade-in' | 'sell' };

/**
 * The trade-in FAQ: how the estimate is worked out (docs/rules.md#trade-in-steps), when
 * there is none online (docs/rules.md#online-estimate-limits), and the offer's terms.
 */
export function TradeInFaq({ mode }: TradeInFaqProps) {
  const keys = TRADE_IN_ADJUSTMENT_DEDUCTIONS.two_sets_of_keys;
  const faq = [
    {
      q: 'How is my offer worked out?',
      a: 'The estimate draws on a third-party valuation tool and today’s market for your make, model and year, adjusted for the odometer. It also depends on the service history, whether all components are included, 2 sets of keys, no illegal modifications and good condition.',
    },
    {
      q: 'Why is there no online estimate for my car?',
      a: `Online estimates are generally not given for cars over ${TRADE_IN_MAX_AGE_YEARS} years old or over ${TRADE_IN_MAX_KM.toLocaleString('en-AU')} km. Send us your details and we will value your car in person.`,
    },
    {
      q: 'How long is the offer valid?',
      a: `${TRADE_IN_OFFER_VALID_DAYS} days, as long as the car matches what you told us when we see it.`,
    },
    {
      q: 'What if I only have one key?',
      a: `A missing second key costs about $${keys.kind === 'amount' ? keys.amount : 0} to replace, so the offer is that much lower.`,
    },
    mode === 'sell'
      ? {
          q: 'Do I have to buy a car from you?',
          a: 'No. We buy cars outright: accept the offer and we arrange payment once we have inspected the car.',
        }
      : {
          q: 'Can I use my trade-in as a deposit?',
          a: 'Yes. The accepted offer comes off the price of your next car from us.',
        },
  ];
  return (
    <section className="fc-trade-in-faq" aria-labelledby="fc-trade-in-faq" data-slot="trade-in-faq">
      <h2 id="fc-trade-in-faq">Trade-in FAQ</h2>
      {faq.map((item) => (
        <details key={item.q} className="fc-trade-in-faq__item">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </section>
  );
}
