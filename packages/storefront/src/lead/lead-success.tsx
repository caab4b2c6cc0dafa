import { LEAD_CONTACT_STORAGE_KEY, LEAD_SUCCESS_STORAGE_KEY } from '@forecourt/machines';
import { Button } from '@forecourt/ui';
import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import './lead.css';

/** What a filed lead left for /success (written by the lead form machine). */
export type LeadSuccessRecord = {
  category: string | null;
  car: { name: string; slug: string | null; image: string | null } | null;
  firstName: string | null;
};

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function parse(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the stored success car and category; anything malformed reads as absent. */
export function readLeadSuccess(
  storage: { getItem(key: string): string | null } | null,
): LeadSuccessRecord | null {
  let success: Record<string, unknown> | null = null;
  let contact: Record<string, unknown> | null = null;
  try {
    success = parse(storage?.getItem(LEAD_SUCCESS_STORAGE_KEY) ?? null);
    contact = parse(storage?.getItem(LEAD_CONTACT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
  if (!success) return null;
  const car =
    success.car && typeof success.car === 'object'
      ? (success.car as Record<string, unknown>)
      : null;
  const carName = car ? stringOf(car.name) : null;
  return {
    category: stringOf(success.category),
    car: carName
      ? { name: carName, slug: stringOf(car?.slug), image: stringOf(car?.primary_image_url) }
      : null,
    firstName: contact ? stringOf(contact.name) : null,
  };
}

export type LeadSuccessProps = {
  /** Where "Keep browsing" goes; the site's cars path by default. */
  browseHref?: string;
};

/**
 * The /success page's thanks (docs/rules.md#after-a-lead-is-filed). The server renders the generic
 * thanks; once in the browser, the stored car and category name what was sent.
 */
export function LeadSuccess({ browseHref }: LeadSuccessProps) {
  const { storage, site } = useStorefront();
  const [record, setRecord] = useState<LeadSuccessRecord | null>(null);
  useEffect(() => {
    setRecord(readLeadSuccess(storage));
  }, [storage]);

  const category = record?.category ? record.category.toLowerCase() : 'enquiry';
  return (
    <section
      className="fc-lead-success"
      data-slot="lead-success"
      data-state={record ? 'known' : 'generic'}
    >
      <div role="status" className="fc-lead-success__message">
        <p className="fc-lead-success__heading">
          {record?.firstName ? `Thanks, ${record.firstName}!` : 'Thank you!'}
        </p>
        <p>
          {record
            ? `We have received your ${category}${record.car ? ` about the ${record.car.name}` : ''}.`
            : 'We have received your enquiry.'}{' '}
          Our team will be in touch shortly.
        </p>
      </div>
      {record?.car ? (
        <div className="fc-lead-success__car" data-slot="lead-success-car">
          {record.car.image ? (
            <img src={record.car.image} alt="" width={160} height={90} loading="lazy" />
          ) : null}
          <p>
            {record.car.slug ? (
              <a href={`/cars/${encodeURIComponent(record.car.slug)}`}>{record.car.name}</a>
            ) : (
              record.car.name
            )}
          </p>
        </div>
      ) : null}
      <div className="fc-lead-success__actions">
        <Button asChild>
          <a href={browseHref ?? site.carsPath}>Keep browsing</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/">Back to home</a>
        </Button>
      </div>
    </section>
  );
}
