import type { LeadCar } from '@forecourt/machines';
import { useState } from 'react';
import { useStorefront } from '../context/storefront';
import { useDeferredLive } from '../deferred/use-deferred-live';
import type { TradeInLiveProps } from './trade-in-live';
import { TradeInRegoStep } from './trade-in-rego-step';
import './trade-in.css';

// Trade-in screen (docs/rules.md#trade-in-steps). The flow runs on the trade-in machine of
// @forecourt/machines (./trade-in-live.tsx). The machine and XState load when
// the shopper reaches for the form (a pointer over it, focus into it, or a
// submit), not with the page (budgets): until then step 1 is drawn by
// the same component the live form uses, and what was typed, the focus and a
// 'Find my car' pressed before the code arrived are handed over.

export type TradeInFormProps = {
  /** 'trade-in': towards a car from the dealer; 'sell': selling outright (/sell-your-car). */
  mode: 'trade-in' | 'sell';
  /** The car being bought (/cars/trade-in?car_id=): carried in the lead. */
  car: LeadCar | null;
  /** The state the rego state starts at: core's `tradeInDefaultState` of the site (docs/rules.md#trade-in-form). */
  defaultState: string;
  /** Where the terms of use are, for the sites that require the checkbox (docs/rules.md#lead-form). */
  termsHref?: string;
};

const loadLive = () => import('./trade-in-live').then((m) => m.TradeInLive);

export function TradeInForm(props: TradeInFormProps) {
  const { logger } = useStorefront();
  const [rego, setRego] = useState('');
  const [regoState, setRegoState] = useState(props.defaultState.toUpperCase());
  const [submitted, setSubmitted] = useState(false);
  const { Live, load, container } = useDeferredLive<TradeInLiveProps>(loadLive, (error) => {
    setSubmitted(false);
    logger({ level: 'error', message: 'the trade-in form failed to load', data: error });
  });

  return (
    <div
      ref={container}
      className="fc-trade-in-host"
      data-slot="trade-in-host"
      data-state={Live ? 'live' : 'preview'}
      onPointerEnter={Live ? undefined : load}
      onFocusCapture={Live ? undefined : load}
    >
      {Live ? (
        <Live {...props} initial={{ rego, regoState, submit: submitted }} />
      ) : (
        <div className="fc-trade-in" data-slot="trade-in" data-step="rego">
          <TradeInRegoStep
            rego={rego}
            regoState={regoState}
            onRegoChange={setRego}
            onRegoStateChange={setRegoState}
            busy={submitted}
            onSubmit={() => {
              // Pressed before the machine arrived: it looks the rego up as it starts.
              setSubmitted(true);
              load();
            }}
          />
        </div>
      )}
    </div>
  );
}
