import { readFileSync } from 'node:fs';
import { type TemplateName, templateNames, templateRegistry } from '@forecourt/core';
import type { TestInfo } from '@playwright/test';

/** The address of a demo site on the server of the running project. */
export function siteUrl(testInfo: TestInfo, slug: string, path = '/'): string {
  const port = testInfo.project.metadata.port as number;
  return `http://${slug}.localhost:${port}${path}`;
}

export type TemplateSite = { template: TemplateName; slug: string; name: string; carsPath: string };

/**
 * One demo site per template of core's registry: the site the registry names
 * for its baselines, read from sites/, so a template added with `pnpm new-template` is
 * in every suite that runs per template.
 */
export function templateSites(): TemplateSite[] {
  return templateNames.map((template) => {
    const slug = templateRegistry[template].baselineSite;
    const file = JSON.parse(
      readFileSync(new URL(`../../sites/${slug}.json`, import.meta.url), 'utf8'),
    ) as { template: string; name: string; cars_path?: string };
    if (file.template !== template) {
      throw new Error(
        `the registry's baseline site for ${template}, ${slug}, uses ${file.template}`,
      );
    }
    return { template, slug, name: file.name, carsPath: file.cars_path ?? '/search' };
  });
}
