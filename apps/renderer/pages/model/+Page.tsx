import { ModelPage } from '@forecourt/storefront/new-cars';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's model page in the page shell: one model, its cars in stock, and its
// enquiry and test drive.
export default function Page() {
  const { model, stock, testDrive, breadcrumbs } = useData<Data>();
  return (
    <PageShell title={model.name} breadcrumbs={breadcrumbs}>
      <ModelPage model={model} stock={stock} testDrive={testDrive} />
    </PageShell>
  );
}
