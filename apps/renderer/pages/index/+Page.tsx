import { DeferredBudgetFinder } from '@forecourt/storefront/finance';
import { defaultHomeSections } from '@forecourt/storefront/frame';
import { HomePage } from '@forecourt/storefront/home';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ContactDetails } from '../../components/page-shell';
import { templateFrames } from '../../src/site-registry/template-settings';
import type { Data } from './+data';

// The home page is the template's sections in the template's order
// (FrameSettings.homeSections, docs/rules.md#home-page-sections), drawn by the
// storefront's HomePage, which the home page story renders too.
export default function Page() {
  const { site } = usePageContext();
  const data = useData<Data>();
  return (
    <HomePage
      sections={templateFrames[site.template].homeSections ?? defaultHomeSections}
      data={data}
      contact={<ContactDetails />}
      budgetFinder={
        data.budgetFinder ? (
          <DeferredBudgetFinder
            cartype={data.budgetFinder.cartype}
            bodies={data.budgetFinder.bodies}
            minPrice={data.budgetFinder.minPrice}
          />
        ) : null
      }
    />
  );
}
