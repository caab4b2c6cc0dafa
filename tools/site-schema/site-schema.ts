import { siteConfigSchema } from '@forecourt/core';
import { z } from 'zod';

// The site file's JSON Schema and its field reference, both written from core's zod
// site schema (packages/core/src/site-config/site-config.ts), so what an editor checks,
// what the reference says and what the loader accepts are one definition. A field's
// words are its `.describe()` / `.meta()` there.

/** Where the generated files go, from the repository root. */
export const schemaPath = 'packages/core/site.schema.json';
export const referencePath = 'docs/site-config-reference.md';
/** How a site file in sites/ names the schema (its `$schema`). */
export const schemaRef = '../packages/core/site.schema.json';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const jsonOf = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

/**
 * The JSON Schema (draft-07, which editors support best) of a site file as written:
 * the input side, so a field with a default may be left out.
 */
export function siteJsonSchema(): Node {
  const generated = z.toJSONSchema(siteConfigSchema, {
    target: 'draft-07',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as Node;
      const def = zodSchema._zod.def;
      // zod drops defaults and examples around a preprocess (an id written as a number
      // or as text); a file holds the same values either way, so they are put back.
      if (def.type === 'default')
        json.default = jsonOf((def as { defaultValue: unknown }).defaultValue);
      const examples = z.globalRegistry.get(zodSchema)?.examples;
      if (examples !== undefined) json.examples = jsonOf(examples);
      // A whole number's safe-integer bounds say nothing to a site author.
      if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
      if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
    },
  }) as Node;
  const { $schema, ...rest } = generated;
  return {
    $schema: $schema ?? null,
    title: 'Forecourt site file',
    description:
      'One dealer site: what it differs in from the platform defaults. Reference: docs/site-config-reference.md.',
    ...rest,
  };
}

// --- the field reference ------------------------------------------------------------

type Row = { path: string; node: Node; required: boolean };

const isNode = (value: Json | undefined): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object schema inside a node, if it is one (or one or null). */
function objectOf(node: Node): Node | null {
  if (Array.isArray(node.anyOf)) {
    for (const option of node.anyOf) {
      if (isNode(option) && objectOf(option)) return objectOf(option);
    }
    return null;
  }
  return node.type === 'object' ? node : null;
}

/** The object schema of a list's entries, if they are objects. */
function entryObjectOf(node: Node): Node | null {
  const items = node.items;
  return node.type === 'array' && isNode(items) ? objectOf(items) : null;
}

/** Every field under `node`, depth first, each with its dotted path. */
function rowsOf(node: Node, prefix: string): Row[] {
  const object = objectOf(node);
  if (object) {
    const properties = isNode(object.properties) ? object.properties : {};
    const required = new Set(Array.isArray(object.required) ? object.required : []);
    const rows: Row[] = [];
    for (const [key, child] of Object.entries(properties)) {
      if (!isNode(child)) continue;
      const path = prefix === '' ? key : `${prefix}.${key}`;
      rows.push({ path, node: child, required: required.has(key) }, ...rowsOf(child, path));
    }
    const values = object.additionalProperties;
    if (isNode(values)) rows.push(...rowsOf(values, `${prefix}.{key}`));
    return rows;
  }
  const entry = entryObjectOf(node);
  return entry ? rowsOf(entry, `${prefix}[]`) : [];
}

const code = (value: Json) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function listOf(values: Json[]): string {
  return values.map(code).join(', ');
}

/** A field's type in words. */
function typeOf(node: Node): string {
  if (Array.isArray(node.anyOf)) {
    const options = node.anyOf.filter(isNode);
    const withoutNull = options.filter((o) => o.type !== 'null').map(typeOf);
    const text = [...new Set(withoutNull)].join(' or ');
    return options.length > withoutNull.length ? `${text}, or null` : text;
  }
  if (Array.isArray(node.type)) {
    // An id, written as a number or as text: its bounds are not worth the words.
    const types = node.type
      .filter((t) => t !== 'null')
      .map((t) => typeOf({ type: t, ...(isNode(node.items) ? { items: node.items } : {}) }));
    return node.type.includes('null') ? `${types.join(' or ')}, or null` : types.join(' or ');
  }
  if (node.const !== undefined) return code(node.const);
  if (Array.isArray(node.enum)) return `one of ${listOf(node.enum)}`;
  const between = (what: string) => {
    const { minimum: min, maximum: max } = node;
    if (typeof min === 'number' && typeof max === 'number') return `${what} from ${min} to ${max}`;
    if (typeof min === 'number') return `${what}, at least ${min}`;
    if (typeof max === 'number') return `${what}, at most ${max}`;
    return what;
  };
  switch (node.type) {
    case 'string':
      if (node.format === 'uri') return 'http(s) address';
      if (node.format === 'email') return 'e-mail address';
      if (node.format === 'date') return 'date (YYYY-MM-DD)';
      return 'text';
    case 'integer':
      return between('whole number');
    case 'number':
      return between('number');
    case 'boolean':
      return '`true` or `false`';
    case 'array': {
      const entries = isNode(node.items) ? node.items : null;
      const items =
        entries && Array.isArray(entries.enum)
          ? `values from ${listOf(entries.enum)}`
          : entries
            ? typeOf(entries)
            : 'anything';
      const least = typeof node.minItems === 'number' ? `, at least ${node.minItems}` : '';
      return `list of ${items}${least}`;
    }
    case 'object': {
      if (isNode(node.properties)) return 'object';
      const names = isNode(node.propertyNames) ? node.propertyNames : null;
      const keys = names && Array.isArray(names.enum) ? ` by ${listOf(names.enum)}` : ' by key';
      return `object${keys}`;
    }
    default:
      return 'anything';
  }
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Longer than this, a default that is not text gets a block of its own under the table. */
const INLINE_DEFAULT = 60;

function defaultOf(row: Row): string {
  if (row.required) return 'required';
  const value = row.node.default;
  if (value === undefined) return 'optional';
  // An object given as a whole: each of its fields has its own default.
  const object = objectOf(row.node);
  if (isNode(value) && Object.keys(value).length === 0 && object && isNode(object.properties)) {
    return 'per field';
  }
  const shown = JSON.stringify(value);
  if (typeof value !== 'string' && shown.length > INLINE_DEFAULT) return 'below';
  return `\`${shown}\``;
}

function descriptionOf(node: Node): string {
  const words = typeof node.description === 'string' ? node.description : '';
  const examples = Array.isArray(node.examples) ? node.examples : [];
  if (examples.length === 0) return words;
  const label = examples.length === 1 ? 'Example' : 'Examples';
  const shown = examples.map((e) => `\`${JSON.stringify(e)}\``).join(', ');
  return `${words}${words ? ' ' : ''}${label}: ${shown}.`;
}

function table(rows: readonly Row[]): string[] {
  return [
    '| Field | Type | Default | Description |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${cell(typeOf(row.node))} | ${cell(defaultOf(row))} | ${cell(descriptionOf(row.node))} |`,
    ),
  ];
}

/** A top-level field with fields of its own gets a section. */
function hasSection(node: Node): boolean {
  return objectOf(node) !== null || entryObjectOf(node) !== null;
}

/** docs/site-config-reference.md: every field of a site file with its type, default and words. */
export function siteConfigReference(schema: Node): string {
  const top = rowsOf(schema, '').filter(
    (row) => !row.path.includes('.') && !row.path.includes('['),
  );
  const lines: string[] = [
    '# Site file reference',
    '',
    `<!-- Written by \`pnpm site-schema\` from the site schema in packages/core/src/site-config/site-config.ts: edit the words there, then run it. -->`,
    '',
    'Every field a site file (`sites/{slug}.json`) may hold. A **required** field must be',
    'given; any other may be left out, and its default applies (an **optional** one has no',
    'default: left out, it is not there). An object given in the file is merged with its',
    'default field by field; a list replaces its default whole, and `null` turns a setting',
    'off. A path such as `locations[].id` is a field of each entry of a list;',
    '`content_pages.{key}.title`, of each entry of an object keyed as its type says. Editors',
    'check a file against',
    `[\`${schemaPath}\`](../${schemaPath}), which its \`$schema\` names. The guide to adding a`,
    'site is [Adding a dealer site](sites.md).',
    '',
    '## Top-level fields',
    '',
    '| Field | Type | Default | Description |',
    '|---|---|---|---|',
    ...top.map((row) => {
      const type = hasSection(row.node)
        ? `${cell(typeOf(row.node))} ([fields](#${row.path.replace(/[^a-z0-9_-]/g, '')}))`
        : cell(typeOf(row.node));
      return `| \`${row.path}\` | ${type} | ${cell(defaultOf(row))} | ${cell(descriptionOf(row.node))} |`;
    }),
  ];
  for (const row of top) {
    if (!hasSection(row.node)) continue;
    const inner = rowsOf(row.node, row.path);
    lines.push('', `## \`${row.path}\``, '');
    if (typeof row.node.description === 'string') lines.push(row.node.description, '');
    lines.push(...table(inner));
    for (const field of [row, ...inner]) {
      if (defaultOf(field) !== 'below') continue;
      lines.push(
        '',
        `The default of \`${field.path}\`:`,
        '',
        '```json',
        JSON.stringify(field.node.default, null, 2),
        '```',
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Every generated file, by its path from the repository root. */
export function siteSchemaFiles(): Map<string, string> {
  const schema = siteJsonSchema();
  return new Map([
    [schemaPath, `${JSON.stringify(schema, null, 2)}\n`],
    [referencePath, siteConfigReference(schema)],
  ]);
}
