import { ModelsPage } from '@forecourt/storefront/new-cars';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's model range in the page shell (docs/rules.md#model-range).
export default function Page() {
  const { groups, breadcrumbs } = useData<Data>();
  return (
    <PageShell
      title="Models"
      breadcrumbs={breadcrumbs}
      lead={
        groups.length > 0
          ? 'Explore the new-car range: open a model to see it, the ones we have in stock and book a test drive.'
          : 'We do not sell new cars here. Browse our stock or talk to our team.'
      }
    >
      <ModelsPage groups={groups} />
    </PageShell>
  );
}
