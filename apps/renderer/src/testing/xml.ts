import { SaxesParser } from 'saxes';

// A strict XML reader for tests: saxes (the parser jsdom uses) checks
// well-formedness and namespaces and throws at the first error, so a test that
// reads a document through this knows it is XML a crawler can read.

export type XmlElement = {
  /** Namespace URI and local name: `{http://www.sitemaps.org/schemas/sitemap/0.9}url`. */
  name: string;
  children: XmlElement[];
  /** The element's own text, entities decoded. */
  text: string;
};

/** Parses a whole document into its root element; throws on anything malformed. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: `{${tag.uri}}${tag.local}`, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('the document has no root element');
  return root;
}

/** The text of each child element named `local` (any namespace), in order. */
export function childText(element: XmlElement, local: string): string | undefined {
  return element.children.find((c) => c.name.endsWith(`}${local}`))?.text;
}
