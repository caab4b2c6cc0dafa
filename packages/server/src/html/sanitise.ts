import sanitizeHtml from 'sanitize-html';

// Descriptions of offers and models come from feeds as HTML (docs/rules.md#model-range). The pages
// insert them as markup, so they are cut down on the server to an allow-list of
// text formatting, lists and links: no scripts, styles, frames, forms, event
// handlers or classes, and links only to http(s), mailto and tel. Footnote markers
// (<sup>1</sup>, '*', '^') are text and formatting, so they stay.

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'sup',
    'sub',
    'small',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A dropped element's text stays, except where it was never text to read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // A link out of a description opens beside the page, without handing it a window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** A feed's description HTML cut to the allow-list above. */
export function descriptionHtml(html: string): string {
  return sanitizeHtml(html, allowed).trim();
}

/**
 * The words of a description without any markup, for a preview cut by length (docs/rules.md#text-truncation). Blocks and line breaks part their words with a space; a footnote marker
 * (<sup>) is left to the whole text, as in plain text it would read as part of a
 * price ('$39,990.1').
 */
export function descriptionText(html: string): string {
  const spaced = html.replace(/<\/(?:p|li|h[1-6]|div|blockquote)\s*>|<br\s*\/?>/gi, '$& ');
  return (
    sanitizeHtml(spaced, {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: [...(allowed.nonTextTags ?? []), 'sup'],
    })
      // The text comes back escaped for HTML; a preview is text, so it is read back,
      // '&amp;' last so an escaped entity ('&amp;lt;') stays as written.
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
