import { australianStates } from '@forecourt/core';
import { Button, NativeSelect, TextField } from '@forecourt/ui';
import type { FormEvent } from 'react';

// Step 1 of the trade-in (rego and state), drawn the same by the page before the
// trade-in machine has loaded and by the live form after: no machine, no XState.

export type TradeInRegoStepProps = {
  rego: string;
  regoState: string;
  onRegoChange: (value: string) => void;
  onRegoStateChange: (value: string) => void;
  onSubmit: () => void;
  busy?: boolean;
  errors?: Partial<Record<'rego' | 'regoState', string>>;
  /** After a failed lookup: the enquiry without one ('Send my details instead'). */
  onAppraisal?: (() => void) | null;
};

export function TradeInRegoStep({
  rego,
  regoState,
  onRegoChange,
  onRegoStateChange,
  onSubmit,
  busy = false,
  errors = {},
  onAppraisal = null,
}: TradeInRegoStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="fc-trade-in__step" onSubmit={submit} noValidate aria-label="Your rego">
      <h3 className="fc-trade-in__heading">Step 1 of 3: your rego</h3>
      <p>Enter your car’s registration and the state it is registered in.</p>
      <TextField
        label="Rego"
        name="rego"
        value={rego}
        onChange={(e) => onRegoChange(e.target.value)}
        autoCapitalize="characters"
        maxLength={12}
        required
        error={errors.rego}
      />
      <NativeSelect
        label="State"
        name="regoState"
        value={regoState}
        onValueChange={onRegoStateChange}
        options={australianStates.map((s) => ({ value: s, label: s }))}
        error={errors.regoState}
      />
      <div className="fc-trade-in__actions">
        <Button type="submit" disabled={busy}>
          Find my car
        </Button>
        {onAppraisal ? (
          <Button type="button" variant="secondary" onClick={onAppraisal}>
            Send my details instead
          </Button>
        ) : null}
      </div>
    </form>
  );
}
