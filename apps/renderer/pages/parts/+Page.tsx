import { PartsPage } from '@forecourt/storefront/lead';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's parts page in the page shell, under either of its two addresses.
export default function Page() {
  const { title, breadcrumbs, accessories } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title={title}
      breadcrumbs={breadcrumbs}
      lead={`Genuine parts and accessories from the ${site.name} parts team. Tell us what you need and we will check stock and price for you.`}
    >
      <PartsPage accessories={accessories} settings={site.lead} />
    </PageShell>
  );
}
