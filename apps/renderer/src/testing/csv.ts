// A strict RFC 4180 reader for tests: records end in CRLF, fields are
// separated by commas, a field with a comma, quote or line break is quoted and
// its quotes doubled. Anything else (a bare quote, an unterminated field, a
// record with another number of fields than the header) throws, so a test that
// reads a file through this knows a feed reader will read it the same way.

export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      at++;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote === -1) throw new Error(`unterminated quoted field at ${at}`);
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] === '"') {
          field += '"';
          at++;
          continue;
        }
        break;
      }
    } else {
      const end = text.slice(at).search(/,|\r\n/);
      const stop = end === -1 ? text.length : at + end;
      field = text.slice(at, stop);
      if (/["\r\n]/.test(field))
        throw new Error(`unquoted field holds a quote or line break at ${at}`);
      at = stop;
    }
    record.push(field);
    if (text.startsWith(',', at)) {
      at++;
    } else if (text.startsWith('\r\n', at)) {
      at += 2;
      records.push(record);
      record = [];
    } else {
      throw new Error(`expected a comma or CRLF at ${at}`);
    }
  }
  const [header, ...rows] = records;
  if (!header) throw new Error('the file has no header row');
  return rows.map((row, i) => {
    if (row.length !== header.length) {
      throw new Error(`row ${i + 1} has ${row.length} fields, the header ${header.length}`);
    }
    return Object.fromEntries(header.map((name, j) => [name, row[j] ?? '']));
  });
}
