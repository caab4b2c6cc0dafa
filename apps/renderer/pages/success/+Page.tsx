import { LeadSuccess } from '@forecourt/storefront/lead';
import { PageShell } from '../../components/page-shell';

// /success, where every lead form lands (docs/rules.md#after-a-lead-is-filed). The server
// sends the generic thanks; the browser then names the car and enquiry it stored.
export default function Page() {
  return (
    <PageShell
      title="Thank you"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'Thank you', href: '/success' },
      ]}
    >
      <LeadSuccess />
    </PageShell>
  );
}
