import { cn } from '../lib/cn';
import './payment-methods.css';

/** The payment methods strip (docs/rules.md#payment-methods). */
export const paymentMethods = ['mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const names: Record<PaymentMethod, string> = {
  mastercard: 'Mastercard',
  visa: 'Visa',
  maestro: 'Maestro',
  'google-pay': 'Google Pay',
  'apple-pay': 'Apple Pay',
};

export function paymentMethodName(method: PaymentMethod): string {
  return names[method];
}

/** Simple marks drawn for the kit (not the brands' artwork), then the name in text. */
function Mark({ method }: { method: PaymentMethod }) {
  switch (method) {
    case 'mastercard':
    case 'maestro':
      return (
        <svg viewBox="0 0 24 16" width="24" height="16" aria-hidden="true">
          <circle cx="9" cy="8" r="6" fill={method === 'mastercard' ? '#d32f2f' : '#1565c0'} />
          <circle cx="15" cy="8" r="6" fill="#f9a825" fillOpacity="0.85" />
        </svg>
      );
    case 'visa':
      return (
        <svg viewBox="0 0 24 16" width="24" height="16" aria-hidden="true">
          <rect width="24" height="16" rx="3" fill="#1a237e" />
          <rect y="12" width="24" height="4" fill="#f9a825" />
        </svg>
      );
    case 'google-pay':
      return (
        <svg viewBox="0 0 24 16" width="24" height="16" aria-hidden="true">
          <path d="M4 8a5 5 0 0 1 9-3" stroke="#d32f2f" strokeWidth="2.5" fill="none" />
          <path d="M13 11a5 5 0 0 1-9-3" stroke="#2e7d32" strokeWidth="2.5" fill="none" />
          <path d="M9 8h5" stroke="#1565c0" strokeWidth="2.5" />
        </svg>
      );
    case 'apple-pay':
      return (
        <svg viewBox="0 0 24 16" width="24" height="16" aria-hidden="true">
          <rect width="24" height="16" rx="3" fill="currentColor" />
          <circle cx="12" cy="9" r="4" fill="var(--surface)" />
        </svg>
      );
    default:
      return method satisfies never;
  }
}

export type PaymentMethodsProps = {
  methods?: readonly PaymentMethod[];
  label?: string;
  className?: string;
};

export function PaymentMethods({
  methods = paymentMethods,
  label = 'Payment methods we accept',
  className,
}: PaymentMethodsProps) {
  return (
    <ul aria-label={label} data-slot="payment-methods" className={cn('fc-payments', className)}>
      {methods.map((method) => (
        <li key={method} data-method={method} className="fc-payments__item">
          <Mark method={method} />
          <span>{names[method]}</span>
        </li>
      ))}
    </ul>
  );
}
