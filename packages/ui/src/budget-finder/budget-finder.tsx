import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import '../field/field.css';
import { TextField } from '../text-field';
import './budget-finder.css';

export type BudgetFinderFrequency = 'weekly' | 'monthly';

export type BudgetFinderBody = {
  value: string;
  /** A line under the body type, e.g. '12 cars'. */
  detail?: string;
};

export type BudgetFinderProps = {
  /** 'Find cars for your budget' (docs/rules.md#budget-finder). */
  heading: string;
  headingLevel?: 2 | 3;
  /** Body-type tiles; pressing one narrows the search to it, pressing it again widens it. */
  bodies: readonly BudgetFinderBody[];
  body: string | null;
  onBodyChange: (body: string | null) => void;
  frequency: BudgetFinderFrequency;
  onFrequencyChange: (frequency: BudgetFinderFrequency) => void;
  /** The repayment and deposit as the caller holds them (already clamped). */
  repayment: number;
  onRepaymentChange: (value: number) => void;
  deposit: number;
  onDepositChange: (value: number) => void;
  /** The budget the inputs add up to, formatted ('$38,000'). */
  estimate: string;
  /** The button's words: 'View Cars In This Range', or '0 Cars Found' when disabled. */
  buttonLabel: string;
  disabled: boolean;
  /** 'No Cars found for this budget' when the budget is too low, else null. */
  message: string | null;
  onView: () => void;
  /** Anything after the button, e.g. the finance disclaimer. */
  footer?: ReactNode;
  className?: string;
};

/**
 * A number input that keeps what the shopper typed: an emptied field reads as
 * NaN (which the caller's rule turns into 0) and stays empty instead of
 * snapping to '0' under the cursor; a clamped value shows as clamped.
 */
function AmountField({
  name,
  label,
  value,
  onChange,
  hint,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  hint?: string;
}) {
  const [draft, setDraft] = useState(String(value));
  const shown =
    draft === ''
      ? value === 0
        ? ''
        : String(value)
      : Number(draft) === value
        ? draft
        : String(value);
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      type="number"
      inputMode="decimal"
      min={0}
      max={1_000_000}
      step={1}
      value={shown}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        onChange(text === '' ? Number.NaN : Number(text));
      }}
    />
  );
}

/**
 * Budget finder, drawn from what the caller (a machine's hook) says:
 * body-type tiles, a weekly/monthly switch, the repayment and deposit inputs,
 * the estimate and the button to the results, disabled with the 'No … found'
 * message when the budget is below the cheapest car (docs/rules.md#budget-finder). The message is a polite
 * live region, so a screen reader hears when the budget falls short.
 */
export function BudgetFinder({
  heading,
  headingLevel = 2,
  bodies,
  body,
  onBodyChange,
  frequency,
  onFrequencyChange,
  repayment,
  onRepaymentChange,
  deposit,
  onDepositChange,
  estimate,
  buttonLabel,
  disabled,
  message,
  onView,
  footer,
  className,
}: BudgetFinderProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      data-slot="budget-finder"
      data-state={disabled ? 'invalid' : 'valid'}
      aria-labelledby={`${id}-heading`}
      className={cn('fc-budget-finder', className)}
    >
      <Heading id={`${id}-heading`} className="fc-budget-finder__heading">
        {heading}
      </Heading>
      {bodies.length > 0 ? (
        <fieldset className="fc-budget-finder__bodies">
          <legend className="fc-field__label">Body type</legend>
          <ul className="fc-budget-finder__tiles">
            {bodies.map((tile) => {
              const pressed = tile.value === body;
              return (
                <li key={tile.value}>
                  <button
                    type="button"
                    className="fc-budget-finder__tile"
                    aria-pressed={pressed}
                    data-value={tile.value}
                    data-state={pressed ? 'on' : 'off'}
                    onClick={() => onBodyChange(pressed ? null : tile.value)}
                  >
                    <span className="fc-budget-finder__tile-label">{tile.value}</span>
                    {tile.detail ? (
                      <span className="fc-budget-finder__tile-detail">{tile.detail}</span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
      <fieldset className="fc-budget-finder__frequency">
        <legend className="fc-field__label">I would like to pay</legend>
        <div className="fc-budget-finder__switch">
          {(['weekly', 'monthly'] as const).map((option) => (
            <label key={option} className="fc-budget-finder__switch-option">
              <input
                type="radio"
                name={`${id}-frequency`}
                value={option}
                checked={frequency === option}
                onChange={() => onFrequencyChange(option)}
              />
              <span>{option === 'weekly' ? 'Weekly' : 'Monthly'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="fc-budget-finder__amounts">
        <AmountField
          key={frequency}
          name="repayment"
          label={frequency === 'weekly' ? 'Weekly repayment ($)' : 'Monthly repayment ($)'}
          value={repayment}
          onChange={onRepaymentChange}
        />
        <AmountField
          name="deposit"
          label="Deposit ($)"
          value={deposit}
          onChange={onDepositChange}
        />
      </div>
      <p className="fc-budget-finder__estimate" data-slot="budget-estimate">
        <span>Your budget over 5 years</span> <strong>{estimate}</strong>
      </p>
      <p className="fc-budget-finder__message" role="status" data-slot="budget-message">
        {message}
      </p>
      <Button size="lg" disabled={disabled} onClick={onView} className="fc-budget-finder__view">
        {buttonLabel}
      </Button>
      {footer}
    </section>
  );
}
