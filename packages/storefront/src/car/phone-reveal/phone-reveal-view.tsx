import type { Ref } from 'react';

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}

export type PhoneRevealViewProps = {
  status: 'masked' | 'revealing' | 'revealed' | 'unavailable';
  text: string;
  href?: string;
  label: string;
  onReveal: () => void;
  /** Pointing at the button: a chance to start loading what the reveal needs. */
  onPointerEnter?: () => void;
  linkRef?: Ref<HTMLAnchorElement>;
};

/** What the phone reveal draws in each state: the masked number's button, the link, or the text. */
export function PhoneRevealView({
  status,
  text,
  href,
  label,
  onReveal,
  onPointerEnter,
  linkRef,
}: PhoneRevealViewProps) {
  return (
    <div className="fc-phone-reveal" data-slot="phone-reveal" data-state={status}>
      <PhoneIcon />
      <span className="fc-phone-reveal__label">{label}</span>
      {status === 'unavailable' ? (
        <span className="fc-phone-reveal__number">{text}</span>
      ) : status === 'revealed' ? (
        <a ref={linkRef} className="fc-phone-reveal__number" href={href}>
          {text}
        </a>
      ) : (
        <button
          type="button"
          className="fc-phone-reveal__button"
          aria-busy={status === 'revealing' || undefined}
          disabled={status === 'revealing'}
          onClick={onReveal}
          onPointerEnter={onPointerEnter}
        >
          <span className="fc-phone-reveal__number">{text}</span>
          <span className="fc-phone-reveal__action">Show number</span>
        </button>
      )}
    </div>
  );
}
