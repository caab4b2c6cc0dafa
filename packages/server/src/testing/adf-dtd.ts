import { readFileSync } from 'node:fs';
import { DtdValidator, XmlDocument, XmlDtd, XmlValidateError } from 'libxml2-wasm';

// Every ADF document the platform delivers validates against the ADF
// 1.0 DTD (outbox/adf-1.0.dtd) (docs/decisions/0011-leads-through-an-outbox.md). The check is libxml2's own DTD validation,
// compiled to WebAssembly (libxml2-wasm), so it runs offline with no system
// package.

let validator: DtdValidator | null = null;

function adfValidator(): DtdValidator {
  validator ??= new DtdValidator(
    XmlDtd.fromString(readFileSync(new URL('../outbox/adf-1.0.dtd', import.meta.url), 'utf8')),
  );
  return validator;
}

/**
 * What the ADF 1.0 DTD finds wrong with an XML document, one line per
 * problem; none when the document is valid. A document that is not
 * well-formed is one problem, the parser's.
 */
export function adfDtdProblems(xml: string): string[] {
  const dtd = adfValidator();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    return [`not well-formed: ${error instanceof Error ? error.message.trim() : String(error)}`];
  }
  try {
    dtd.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    return error.details.map((d) => `line ${d.line}: ${d.message.trim()}`);
  } finally {
    doc.dispose();
  }
}
