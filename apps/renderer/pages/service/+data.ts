import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /service#service-booking: the site's service booking system in a
 * frame at its configured size (default 1000 by 510, or 750), which the page's
 * CSP alone admits (src/server/app.ts); a site without one takes a service
 * booking enquiry (Rego optional, Service Location) through the lead pipeline (docs/rules.md#service-booking).
 */
export async function data(pageContext: PageContextServer) {
  const { url, width, height } = pageContext.siteConfig.service_booking;
  return { booking: url ? { url, width, height } : null };
}
