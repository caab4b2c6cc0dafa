import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// A destination whose full page is not built yet still reads as a page of the
// site: its heading, breadcrumbs and how to reach the dealership.
export default function Page() {
  const page = useData<Data>();
  return (
    <PageShell
      title={page.title}
      breadcrumbs={page.breadcrumbs}
      lead="Talk to our team about anything on this page: call or visit one of our locations below."
    />
  );
}
