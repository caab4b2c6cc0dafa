import { FavouritesList } from '@forecourt/storefront/favourites';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import { favouriteImageSrc } from '../../src/page-data/car-summary';
import type { Data } from './+data';

// The shopper's saved cars on this site, read from the browser's storage.
export default function Page() {
  const { carsPath, breadcrumbs } = useData<Data>();
  return (
    <PageShell
      title="My Favourites"
      breadcrumbs={breadcrumbs}
      lead="The cars you saved on this site, kept in this browser."
    >
      <FavouritesList stockHref={carsPath} imageSrc={favouriteImageSrc} />
    </PageShell>
  );
}
