import type { TemplateName } from '@forecourt/core';
import franchiseFonts from '@forecourt/template-franchise/fonts.json';
import heritageFonts from '@forecourt/template-heritage/fonts.json';
import metroFonts from '@forecourt/template-metro/fonts.json';
import outbackFonts from '@forecourt/template-outback/fonts.json';
// new-template: imports are added above this line
import type { InjectFilterEntry } from 'vike/types';

// The one font file a page preloads: its template's body text in the regular
// weight (the template's fonts.json names it). The page's stylesheet declares
// every template's faces, but a browser fetches only the faces its text uses,
// so without a preload nothing of another template is ever downloaded.

const preloadByTemplate = {
  metro: metroFonts.preload,
  heritage: heritageFonts.preload,
  outback: outbackFonts.preload,
  franchise: franchiseFonts.preload,
  // new-template: entries are added above this line
} satisfies Record<TemplateName, string>;

/** The file (without hash and extension) a site's pages preload. */
export function preloadFontOf(template: TemplateName): string {
  return preloadByTemplate[template];
}

/** A built asset's file name without its folder, content hash and extension. */
function baseName(src: string): string {
  const file = src.slice(src.lastIndexOf('/') + 1);
  return file.replace(/(\.[\w-]{6,12})?\.woff2?$/, '');
}

/**
 * Vike's preload links, narrowed for one page: of the fonts, only the
 * template's preload file; no stylesheet link when the page carries the
 * stylesheet in its head (`inlineStyle`); everything else as Vike decided.
 */
export function fontPreloadFilter(template: TemplateName, options: { inlineStyle?: boolean } = {}) {
  const keep = preloadFontOf(template);
  return (assets: InjectFilterEntry[]): void => {
    for (const asset of assets) {
      if (asset.assetType === 'style' && options.inlineStyle) asset.inject = false;
      if (asset.assetType !== 'font') continue;
      asset.inject = baseName(asset.src) === keep ? 'HTML_BEGIN' : false;
    }
  };
}
