import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';

// The template's error page: a missing car or address is a real 404 inside the
// site's layout, with a way back to the stock.
export default function Page() {
  const { is404, site } = usePageContext();
  const crumbs = [{ label: 'Home', href: '/' }];
  if (is404) {
    return (
      <PageShell
        title="Page not found"
        breadcrumbs={[...crumbs, { label: 'Page not found', href: '#' }]}
        lead="This page does not exist, or the car has left our yard."
      >
        <p>
          <a className="fc-button" href={site.carsPath}>
            Browse our stock
          </a>
        </p>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Something went wrong"
      breadcrumbs={[...crumbs, { label: 'Error', href: '#' }]}
      lead="An unexpected error occured. Please try again in a moment."
    />
  );
}
