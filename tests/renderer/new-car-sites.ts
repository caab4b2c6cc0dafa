import { readdirSync, readFileSync } from 'node:fs';
import { siteUrl, type TemplateSite, templateSites } from './sites';

export { siteUrl };

type SiteFile = {
  slug: string;
  template: string;
  name: string;
  manufacturer?: string | null;
  search?: { new_car_makes?: string[] | null; car_types?: string[] };
  lead_form?: { terms_checkbox_required?: boolean };
};

const siteFiles = readdirSync(new URL('../../sites/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map(
    (file) =>
      JSON.parse(readFileSync(new URL(`../../sites/${file}`, import.meta.url), 'utf8')) as SiteFile,
  );

const sellsNew = (site: SiteFile) =>
  (site.search?.car_types ?? ['new', 'used', 'demo']).includes('new') &&
  Boolean(site.search?.new_car_makes?.length || site.manufacturer);

export type NewCarSite = TemplateSite & { termsRequired: boolean };

/**
 * One demo site per template that sells new cars (so it has offers and a model range):
 * the registry's baseline site, or, when that one sells no new cars (a used-car
 * dealer), the first demo site of the same template that does.
 */
export function newCarSites(): NewCarSite[] {
  return templateSites().map((site) => {
    const own = siteFiles.find((f) => f.slug === site.slug);
    const chosen =
      own && sellsNew(own)
        ? own
        : siteFiles.find((f) => f.template === site.template && sellsNew(f));
    if (!chosen) throw new Error(`no demo site of template ${site.template} sells new cars`);
    return {
      template: site.template,
      slug: chosen.slug,
      name: chosen.name,
      carsPath: site.carsPath,
      termsRequired: chosen.lead_form?.terms_checkbox_required ?? false,
    };
  });
}

/** The registry's baseline site of each template that sells no new cars. */
export function usedOnlySites(): TemplateSite[] {
  return templateSites().filter((site) => {
    const own = siteFiles.find((f) => f.slug === site.slug);
    return own !== undefined && !sellsNew(own);
  });
}
