import { LeadSuccess } from '@forecourt/storefront/lead';
import { PageShell } from '../../components/page-shell';

// SPEC §2 /success: where every lead form lands. The server sends the generic
// thanks; the browser then names the car and enquiry it stored (SPEC §4).
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
