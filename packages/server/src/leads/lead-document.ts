import type { Car } from '@forecourt/core';
import type { DealershipContact } from './dealership-contact';

/**
 * The lead as delivered: what the outbox renders to JSON or ADF/XML. It is
 * stored whole in leads.payload, so a delivery retried days later sends the
 * same content even if the car has since changed or sold.
 */
export interface LeadDocument {
  lead_id: string;
  created_at: string;
  site: { id: string; slug: string; name: string };
  dealership: {
    id: string;
    slug: string;
    name: string;
    /** How the dealership is reached (the ADF vendor contact); absent from leads filed before it was recorded. */
    contact?: DealershipContact;
  };
  event_id: number;
  category: string;
  subcategory: string | null;
  /** The form fields after the enquiry transformation (docs/rules.md#enquiry-transformation). */
  userData: Record<string, unknown>;
  car: Pick<
    Car,
    | 'id'
    | 'name'
    | 'year'
    | 'make'
    | 'model'
    | 'badge'
    | 'vin'
    | 'stocknum'
    | 'car_type'
    | 'km'
    | 'price'
    | 'colour'
  > | null;
  url: string;
  source: string;
  user_agent: string;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
}
