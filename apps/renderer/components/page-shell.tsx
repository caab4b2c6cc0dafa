import {
  ContactDetails as SiteContactDetails,
  PageShell as StorefrontPageShell,
  type PageShellProps as StorefrontPageShellProps,
} from '@forecourt/storefront/frame';
import { usePageContext } from 'vike-react/usePageContext';

// The storefront's page shell with this request's site: the breadcrumbs, heading and
// page, and the site's contact details at the foot unless a page leaves them out.

export function ContactDetails() {
  const { site } = usePageContext();
  return <SiteContactDetails site={site} />;
}

export type PageShellProps = Omit<StorefrontPageShellProps, 'contact'> & {
  /** Contact details at the foot of the page; on by default. */
  contact?: boolean;
};

export function PageShell({ contact = true, ...props }: PageShellProps) {
  return <StorefrontPageShell {...props} contact={contact ? <ContactDetails /> : null} />;
}
