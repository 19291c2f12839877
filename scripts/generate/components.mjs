#!/usr/bin/env node
// Generates the Catalyst components reference from data/components/**:
//   data/components/_shared.yaml            categories, built-in auth profiles, category-wide fields,
//                                           default sources, related links
//   data/components/<category>/<slug>.yaml  one file per component
// into the folder config/products.json names (references.components of Catalyst:
// docs-catalyst/references/components-reference/; gitignored; only changed files are written):
//   index.mdx, <category>/index.mdx (filterable table), <category>/<slug>.mdx, <category>/_category_.json
//
// The catalogue is loaded and checked by scripts/lib/component-data.mjs; this
// file renders it.
//
//   node scripts/generate/components.mjs
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {capValue, CATEGORIES, loadComponents, manifestRules, SHARED} from '../lib/component-data.mjs';
import {DataError, repoRoot} from '../lib/data.mjs';
import {writeGenerated} from '../lib/generated.mjs';
import {
  codeBlock,
  fieldTable,
  frontMatter,
  generatedNotice,
  inlineCode,
  mdx,
  mdxCell,
  table,
} from '../lib/markdown.mjs';
import {editUrlBase, referenceOf} from '../lib/products.mjs';

/**
 * @typedef {import('../lib/component-data.mjs').Category} Category
 * @typedef {import('../lib/component-data.mjs').Field} Field
 * @typedef {import('../lib/component-data.mjs').AnchoredField} AnchoredField
 * @typedef {import('../lib/component-data.mjs').ResolvedProfile} ResolvedProfile
 * @typedef {import('../lib/component-data.mjs').CapabilityValue} CapabilityValue
 * @typedef {import('../lib/component-data.mjs').NamedText} NamedText
 * @typedef {import('../lib/component-data.mjs').Operation} Operation
 * @typedef {import('../lib/component-data.mjs').MetadataEntry} MetadataEntry
 * @typedef {import('../lib/component-data.mjs').CategoryData} CategoryData
 * @typedef {import('../lib/component-data.mjs').Link} Link
 * @typedef {import('../lib/component-data.mjs').Shared} Shared
 * @typedef {import('../lib/component-data.mjs').Component} Component
 * @typedef {import('../lib/component-data.mjs').ManifestRules} ManifestRules
 */

/** Where the pages go (config/products.json): the product, its output folder, route and slug. */
const REFERENCE = referenceOf('components');
export const OUTPUT_DIR = REFERENCE.outDir;
const ROUTE = REFERENCE.route;
/** The product the components are used in, as the pages name it. */
const PRODUCT = REFERENCE.product.label;
const GENERATOR = 'scripts/generate/components.mjs';

// ---------------------------------------------------------------- rendering

/**
 * The site path of a component's page.
 * @param {{category: string, slug: string}} c
 */
export function componentRoute(c) {
  return `${ROUTE}/${c.category}/${c.slug}`;
}

// ---------------------------------------------------------------- Markdown helpers

/** @param {unknown} s inline code in a table cell */
const code = (s) => inlineCode(s, {table: true});
const cell = mdxCell;

const STATUS = {stable: 'Stable', beta: 'Beta', alpha: 'Alpha'};
/** @param {boolean} v */
const capText = (v) => (v ? 'Yes' : 'No');

/**
 * @param {Component} c
 * @param {CategoryData} cat
 */
function pageTitle(c, cat) {
  return c.data.managed ? c.data.title : `${c.data.title} ${cat.noun}`;
}

// ---------------------------------------------------------------- page pieces

/**
 * The component's field tables in page order (own fields, the category's,
 * then each authentication profile), each field with the id of its row:
 * `field-<name>`, then `field-<name>-2` for a name a later table repeats.
 * The manifest checker (src/lib/componentManifest.mjs) links to these rows.
 * @param {Component} c
 * @returns {{fields: AnchoredField[], common: AnchoredField[], profiles: (ResolvedProfile & {fields: AnchoredField[]})[]}}
 */
function anchoredFields(c) {
  /** @type {Map<string, number>} */
  const count = new Map();
  /** @param {Field[]} fields @returns {AnchoredField[]} */
  const anchor = (fields) =>
    fields.map((f) => {
      const base = `field-${f.name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '')}`;
      const n = (count.get(base) ?? 0) + 1;
      count.set(base, n);
      return {...f, anchor: n === 1 ? base : `${base}-${n}`};
    });
  return {
    fields: anchor(c.data.fields),
    common: anchor(c.common),
    profiles: c.profiles.map((p) => ({...p, fields: anchor(p.fields)})),
  };
}

/**
 * One row per field, in three columns so the description keeps most of the width,
 * on a phone too: the name with its *required* and *secret* marks, the type, then
 * the description with the field's notes before it and its default and allowed
 * values after it.
 * @param {AnchoredField[]} fields
 */
function fieldRows(fields) {
  return fields.map((f) => {
    const marks = [f.required && 'required', f.secret && 'secret'].filter(Boolean);
    const notes = [];
    if (f.deprecated) notes.push('*Deprecated.*');
    if (f.binding) notes.push(`*${f.binding === 'input' ? 'Input' : 'Output'} binding only.*`);
    if (f.versions) notes.push(`*${f.versions.join(', ')} only.*`);
    const values = [];
    if (f.default !== undefined) values.push(`Default: ${code(f.default)}.`);
    if (f.allowed?.length)
      values.push(`Allowed values: ${f.allowed.map((a) => (/^<.*>$/.test(a) ? cell(a) : code(a))).join(', ')}.`);
    return [
      [
        `<code id="${f.anchor}">{${JSON.stringify(f.name)}}</code>`,
        ...(marks.length ? [`*${marks.join(', ')}*`] : []),
      ].join(' '),
      f.type,
      [...notes, cell(f.description), ...values].join(' '),
    ];
  });
}

const FIELD_HEADERS = ['Field', 'Type', 'Description'];

/** @param {unknown} value */
function yamlScalar(value) {
  return JSON.stringify(String(value));
}

/**
 * The component's example manifest, as its page shows it.
 * @param {Component} c
 */
export function componentYaml(c) {
  const {data} = c;
  const ex = data.example;
  const lines = [
    'apiVersion: dapr.io/v1alpha1',
    'kind: Component',
    'metadata:',
    `  name: ${ex.name}`,
    'spec:',
    `  type: ${data.type}`,
    `  version: ${data.version}`,
    '  metadata:',
  ];
  for (const m of ex.metadata) {
    lines.push(`    - name: ${m.name}`);
    if (m.secretKeyRef)
      lines.push('      secretKeyRef:', `        name: ${m.secretKeyRef.name}`, `        key: ${m.secretKeyRef.key}`);
    else lines.push(`      value: ${yamlScalar(m.value)}`);
  }
  if (ex.metadata.some((m) => m.secretKeyRef)) lines.push('auth:', '  secretStore: <secret-store>');
  return lines.join('\n');
}

/**
 * Placeholder for a secret's literal value in the CLI command: `<redis-password>`.
 * @param {MetadataEntry & {secretKeyRef: {name: string, key: string}}} entry
 */
function cliPlaceholder(entry) {
  const kebab = (/** @type {string} */ s) =>
    s
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .toLowerCase();
  // Short, generic field names say little; the secret's key says more (`<openai-api-key>`).
  return `<${['key', 'host', 'url', 'token', 'password'].includes(entry.name) ? kebab(entry.secretKeyRef.key) : kebab(entry.name)}>`;
}

/** @param {Component} c */
function createCommand(c) {
  const {data} = c;
  const args = [`diagrid component create ${data.example.name}`, `--type ${data.type}`];
  for (const m of data.example.metadata) {
    const value = hasSecret(m) ? cliPlaceholder(m) : String(m.value);
    args.push(`--metadata "${m.name}=${value.replace(/(["\\$`])/g, '\\$1')}"`);
  }
  args.push('--project <project-name>', '--wait');
  return args.join(' \\\n  ');
}

/**
 * A metadata entry that references a secret.
 * @param {MetadataEntry} m
 * @returns {m is MetadataEntry & {secretKeyRef: {name: string, key: string}}}
 */
function hasSecret(m) {
  return Boolean(m.secretKeyRef);
}

/**
 * @param {Component} c
 * @param {CategoryData} cat
 */
function componentFormat(c, cat) {
  const {data} = c;
  const ex = data.example;
  const out = ['## Component format', ''];
  const secrets = ex.metadata.filter(hasSecret);
  if (data.managed) {
    out.push(
      'A managed component needs no connection details. Create it with one of these commands:',
      '',
      ...(ex.commands ?? []).flatMap((cmd) => [
        `- ${mdx(cmd.description)}`,
        '',
        codeBlock(cmd.command, 'bash', {indent: '  '}),
        '',
      ]),
      `To declare another component that points at the same ${cat.noun === 'state store' ? 'store' : 'broker'}, apply a manifest like this one:`,
      '',
    );
  } else {
    out.push(
      `This manifest declares a ${cat.noun} named \`${ex.name}\`. Apply it with \`diagrid apply\`, or create the same component with flags on \`diagrid component create\`.`,
      '',
    );
  }
  out.push(
    codeBlock(componentYaml(c), 'yaml title="component.yaml"'),
    '',
    codeBlock('diagrid apply -f component.yaml --project <project-name>', 'bash'),
    '',
  );
  if (!data.managed) {
    out.push('The same component created with flags:', '', codeBlock(createCommand(c), 'bash'), '');
    if (data.version !== 'v1')
      out.push(
        `To create version \`${data.version}\`, apply the manifest: it sets \`spec.version\`, which the command above does not.`,
        '',
      );
  }
  /** @type {[string, string][]} */
  const ph = (ex.placeholders ?? []).map((p) => [p.placeholder, p.description]);
  ph.push(['<project-name>', `Your ${PRODUCT} project.`]);
  if (secrets.length) {
    const names = [...new Set(secrets.map((s) => `\`${s.secretKeyRef.name}\``))].join(' and ');
    ph.push(['<secret-store>', `A secret store component in the same project that holds the secret ${names}.`]);
    if (!data.managed)
      for (const s of secrets)
        ph.push([
          cliPlaceholder(s),
          `The value of \`${s.name}\` itself: \`--metadata\` takes literal values, not secret references.`,
        ]);
  }
  out.push('Replace the placeholders:', '', ...ph.map(([p, d]) => `- \`${p}\`: ${mdx(d)}`), '');
  if (secrets.length && !data.managed)
    out.push(
      'Values marked as secrets below are credentials. Keep them in a secret store and reference them with `secretKeyRef`, as the manifest does, rather than writing them into the component.',
      '',
    );
  out.push(`<ManifestTools component="${c.slug}" load={manifests.${c.category}} />`, '');
  return out.join('\n');
}

/**
 * @param {Component} c
 * @param {CategoryData} cat
 */
function metadataSection(c, cat) {
  const {data} = c;
  const anchored = anchoredFields(c);
  const out = ['## Metadata fields', ''];
  if (data.fields.length) {
    out.push(
      `Set these in \`spec.metadata\`. Fields marked *required* must be set; fields marked *secret* hold credentials: reference them with \`secretKeyRef\`.`,
      '',
    );
    out.push(fieldTable(FIELD_HEADERS, fieldRows(anchored.fields)), '');
  } else out.push(`This ${cat.noun} has no fields of its own beyond the ones below.`, '');
  if (c.common.length) {
    out.push(`### Fields every ${cat.noun} accepts`, '', fieldTable(FIELD_HEADERS, fieldRows(anchored.common)), '');
  }
  return out.join('\n');
}

/** @param {Component} c */
function authSection(c) {
  const {data} = c;
  if (!c.profiles.length && !data.authentication?.intro) return '';
  const out = ['## Authentication', ''];
  if (data.authentication?.intro) out.push(mdx(data.authentication.intro), '');
  if (c.profiles.length) {
    out.push(
      c.profiles.length > 1
        ? 'Pick one of these ways to authenticate and add its fields to `spec.metadata`, next to the fields above.'
        : 'Add these fields to `spec.metadata`, next to the fields above.',
      '',
    );
    for (const p of anchoredFields(c).profiles) {
      out.push(`### ${mdx(p.title)}`, '', mdx(p.description), '');
      if (p.fields.length) out.push(fieldTable(FIELD_HEADERS, fieldRows(p.fields)), '');
      else out.push('This option needs no metadata fields.', '');
    }
  }
  return out.join('\n');
}

/**
 * @param {Component} c
 * @param {CategoryData} cat
 */
function capabilitiesSection(c, cat) {
  // Only what is known: a capability whose support is null has no row, and no rows, no section.
  const rows = cat.capabilities.flatMap((capDef) => {
    const v = c.data.capabilities[capDef.key];
    const supported = capValue(v);
    if (typeof supported !== 'boolean') return [];
    const note = v !== null && typeof v === 'object' ? v.note : capDef.description;
    return [[capDef.label, capText(supported), cell(note)]];
  });
  if (!rows.length) return '';
  return ['## Capabilities', '', table(['Capability', 'Supported', 'Details'], rows), ''].join('\n');
}

/**
 * @param {NamedText[]} items
 * @param {string} first header of the name column
 */
function namedTable(items, first) {
  const hasRequired = items.some((i) => i.required);
  return table(
    hasRequired ? [first, 'Required', 'Description'] : [first, 'Description'],
    items.map((i) => {
      const name = /\s/.test(i.name) ? cell(i.name) : code(i.name);
      return hasRequired ? [name, i.required ? 'Yes' : 'No', cell(i.description)] : [name, cell(i.description)];
    }),
  );
}

/** @param {Component} c */
function operationsSection(c) {
  const {data} = c;
  if (c.category !== 'bindings') return '';
  const out = [];
  if (data.operations?.length) {
    out.push(
      '## Operations',
      '',
      `Invoke an operation with the Bindings API: send \`POST /v1.0/bindings/${data.example.name}\` with a JSON body holding \`operation\`, \`data\` and \`metadata\`. Response metadata comes back in \`metadata.<key>\` headers.`,
      '',
    );
    if (data.operationsCommon) {
      out.push('### Metadata for every operation', '');
      if (data.operationsCommon.request?.length)
        out.push('Request metadata:', '', namedTable(data.operationsCommon.request, 'Key'), '');
      if (data.operationsCommon.responseMetadata?.length)
        out.push('Response metadata:', '', namedTable(data.operationsCommon.responseMetadata, 'Key'), '');
    }
    for (const op of data.operations) {
      out.push(`### \`${op.name}\``, '', mdx(op.description), '');
      if (op.request?.length) out.push('Request metadata:', '', namedTable(op.request, 'Key'), '');
      if (op.requestData?.length)
        out.push('Fields of the request `data`:', '', namedTable(op.requestData, 'Field'), '');
      if (op.response) out.push(`Response: ${mdx(op.response)}`, '');
      if (op.responseMetadata?.length) out.push('Response metadata:', '', namedTable(op.responseMetadata, 'Key'), '');
    }
  }
  if (capValue(data.capabilities.input)) {
    out.push(
      '## Input binding events',
      '',
      `As an input binding, the component sends each event to your app as a \`POST\` request on \`/${data.example.name}\`, or on the path set in \`route\`. The App IDs that use it therefore need an app connection. Answer with a success status once the event is handled.`,
      '',
    );
    if (data.inputMetadata?.length)
      out.push('Each event carries this metadata:', '', namedTable(data.inputMetadata, 'Key'), '');
  }
  return out.join('\n');
}

/**
 * The "Related links" section.
 * @param {Link[]} links
 */
function relatedLinksSection(links) {
  return ['## Related links', '', ...links.map(({label, href}) => `- [${label}](${href})`), ''].join('\n');
}

/**
 * A component page's related links, in the order _shared.yaml describes.
 * @param {Component} c
 * @param {CategoryData} cat
 * @param {Shared} shared
 */
function componentLinks(c, cat, shared) {
  const own = c.data.links ?? {};
  return relatedLinksSection([
    ...(own.concepts ?? []),
    ...shared.relatedLinks.concepts,
    ...cat.links,
    ...(own.commands ?? []),
    ...shared.relatedLinks.commands,
    {label: `All ${cat.title.toLowerCase()}`, href: `${ROUTE}/${c.category}`},
  ]);
}

/**
 * The file beside a category's pages that holds their manifest data, by slug:
 * one file (and one script chunk) per category, so the runtime's chunk table
 * that every page loads grows by four entries, not one per component.
 */
export const MANIFESTS_FILE = '_manifests.json';

/**
 * The module at the reference's root that imports those files, one import()
 * each. The pages use it rather than importing their file themselves: the
 * bundler makes a chunk per import() call, so a call on every page made 42
 * copies of the four files.
 */
export const MANIFESTS_LOADER = '_manifests.js';

/** @param {readonly string[]} categories */
function manifestsLoader(categories) {
  return [
    `// Generated by ${GENERATOR}: the field lists the manifest tools of the component pages load (src/components/ManifestTools).`,
    'export default {',
    ...categories.map((c) => `  ${c}: () => import('./${c}/${MANIFESTS_FILE}'),`),
    '};',
    '',
  ].join('\n');
}

/**
 * What the page's manifest builder and checker load when the reader opens them
 * (in `_manifests.json` beside the page; src/lib/componentManifest.mjs).
 * The name, version and apiVersion rules come from the manifest schema the
 * CI check uses.
 * @param {Component} c
 * @param {ManifestRules} rules
 * @returns {import('../../src/lib/componentManifest.mjs').ManifestSpec}
 */
export function manifestSpec(c, rules) {
  const {data} = c;
  const anchored = anchoredFields(c);
  /** @param {AnchoredField} f */
  const field = (f) => ({
    name: f.name,
    anchor: f.anchor,
    required: f.required,
    type: f.type,
    ...(f.default !== undefined && {default: f.default}),
    ...(f.allowed && {allowed: f.allowed}),
    ...(f.secret && {secret: true}),
    ...(f.deprecated && {deprecated: true}),
    ...(f.binding && {binding: f.binding}),
    ...(f.versions && {versions: f.versions}),
    description: f.description,
  });
  return {
    title: data.title,
    type: data.type,
    typeAliases: data.typeAliases ?? [],
    versions: [data.version, ...(data.otherVersions ?? []).map((v) => v.version)],
    exampleName: data.example.name,
    fields: anchored.fields.map(field),
    common: anchored.common.map(field),
    profiles: anchored.profiles.map((p) => ({title: p.title, fields: p.fields.map(field)})),
    rules,
  };
}

/**
 * @param {Component} c
 * @param {CategoryData} cat
 * @param {number} position sidebar position in its category
 * @param {Shared} shared
 */
function renderComponentPage(c, cat, position, shared) {
  const {data} = c;
  const title = pageTitle(c, cat);
  const description =
    data.description ??
    `Metadata fields, authentication, capabilities and a YAML example for the ${data.title} ${cat.noun} (${data.type}) in ${PRODUCT}.`;
  const keywords = [
    ...new Set([
      data.type,
      ...(data.typeAliases ?? []),
      `${data.title.toLowerCase()} ${cat.noun}`,
      'dapr component',
      ...(data.keywords ?? []),
    ]),
  ];
  const facts = [`- **Type:** \`${data.type}\``];
  if (data.typeAliases?.length)
    facts.push(`- **Also accepted as:** ${data.typeAliases.map((t) => `\`${t}\``).join(', ')}`);
  facts.push(`- **Version:** \`${data.version}\``);
  for (const v of data.otherVersions ?? [])
    facts.push(`- **Also available:** version \`${v.version}\`, which ${mdx(v.note)}`);
  facts.push(`- **Status:** ${STATUS[data.status]}`);
  if (data.managed) facts.push('- **Managed by:** Diagrid, provisioned with your project');

  const parts = [
    frontMatter({
      title,
      sidebar_label: data.title,
      sidebar_position: position,
      description,
      keywords,
      custom_edit_url: `${editUrlBase}${c.file}`,
      sources: c.sources,
    }),
    '',
    generatedNotice(GENERATOR, c.file),
    '',
    "import ManifestTools from '@site/src/components/ManifestTools';",
    `import manifests from '../${MANIFESTS_LOADER}';`,
    '',
    mdx(data.summary),
    '',
    facts.join('\n'),
    '',
  ];
  if (data.status !== 'stable')
    parts.push(
      ':::note',
      '',
      `This component is in **${data.status}**. Its metadata and behaviour can still change in later releases, so test upgrades before you rely on it in production.`,
      '',
      ':::',
      '',
    );
  parts.push('## When to choose it', '', mdx(data.whenToChoose), '');
  parts.push(componentFormat(c, cat));
  parts.push(metadataSection(c, cat));
  const auth = authSection(c);
  if (auth) parts.push(auth);
  const caps = capabilitiesSection(c, cat);
  if (caps) parts.push(caps);
  const ops = operationsSection(c);
  if (ops) parts.push(ops);
  for (const s of data.sections ?? []) parts.push(`## ${mdx(s.title)}`, '', mdx(s.body), '');
  parts.push(componentLinks(c, cat, shared));
  return `${parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/**
 * The rows of a category's filterable table (src/components/ComponentTable).
 * @param {Component[]} components
 * @param {CategoryData} cat
 */
function tableRows(components, cat) {
  return components.map((c) => {
    /**
     * As ComponentRow in src/components/ComponentTable.
     * @type {{title: string, href: string, type: string, version: string, status: string, capabilities: Record<string, boolean | null | undefined>, extra?: string[]}}
     */
    const row = {
      title: c.data.title,
      href: componentRoute(c),
      type: c.data.type,
      version: c.data.version,
      status: c.data.status,
      capabilities: Object.fromEntries(cat.capabilities.map((k) => [k.key, capValue(c.data.capabilities[k.key])])),
    };
    if (c.category === 'bindings') row.extra = (c.data.operations ?? []).map((o) => o.name);
    return row;
  });
}

/**
 * @param {Category} category
 * @param {CategoryData} cat
 * @param {Component[]} components
 * @param {Shared} shared
 */
function renderCategoryPage(category, cat, components, shared) {
  const columns = cat.capabilities.map(({key, label, description}) => ({key, label, description}));
  const rows = tableRows(components, cat);
  const props = [
    `caption=${JSON.stringify(`${cat.title} available in ${PRODUCT}`)}`,
    `noun=${JSON.stringify(cat.title.toLowerCase())}`,
    `columns={${JSON.stringify(columns)}}`,
    `rows={${JSON.stringify(rows)}}`,
  ];
  if (category === 'bindings') props.push('extraLabel="Operations"');
  const managed = components.filter((c) => c.data.managed);
  const parts = [
    frontMatter({
      title: cat.title,
      description: cat.description,
      slug: `${REFERENCE.slug}/${category}`,
      keywords: [`dapr ${cat.noun}`, `catalyst ${cat.label.toLowerCase()}`, `${category} components`],
      custom_edit_url: `${editUrlBase}${SHARED}`,
    }),
    '',
    generatedNotice(GENERATOR, `${SHARED} and data/components/${category}/`),
    '',
    "import ComponentTable from '@site/src/components/ComponentTable';",
    '',
    mdx(cat.intro),
    '',
  ];
  if (managed.length)
    parts.push(
      `Diagrid also runs a ${cat.noun} for you: ${managed.map((c) => `[${c.data.title}](${ROUTE}/${category}/${c.slug})`).join(', ')} needs no infrastructure of your own.`,
      '',
    );
  parts.push(
    `## All ${cat.title.toLowerCase()}`,
    '',
    `Type in the filter to narrow the list by name, type or capability (for example \`${cat.capabilities[cat.capabilities.length > 1 ? 1 : 0].label.toLowerCase()}\`). Each name links to the full reference.`,
    '',
    `<ComponentTable\n  ${props.join('\n  ')}\n/>`,
    '',
    '## What the capabilities mean',
    '',
    ...cat.capabilities.map((k) => `- **${mdx(k.label)}**: ${mdx(k.description)}`),
    '',
  );
  if (cat.fields?.length)
    parts.push(
      `Every ${cat.noun} also accepts ${cat.fields.map((f) => `\`${f.name}\``).join(', ')}; each component page describes them.`,
      '',
    );
  parts.push(
    relatedLinksSection([
      ...shared.relatedLinks.concepts,
      ...cat.links,
      {label: 'Components reference overview', href: ROUTE},
    ]),
  );
  return `${parts.join('\n').trimEnd()}\n`;
}

/**
 * @param {Shared} shared
 * @param {Component[]} components
 */
function renderIndexPage(shared, components) {
  const rows = CATEGORIES.map((category) => {
    const cat = shared.categories[category];
    const n = components.filter((c) => c.category === category).length;
    return [`[${cat.title}](${ROUTE}/${category})`, String(n), cell(cat.description)];
  });
  const managed = components.filter((c) => c.data.managed);
  const parts = [
    frontMatter({
      title: 'Components reference',
      sidebar_label: 'Overview',
      sidebar_position: 0,
      description: `Reference for the ${components.length} Dapr components you can use in ${PRODUCT}: state stores, pub/sub brokers, bindings and conversation providers.`,
      slug: REFERENCE.slug,
      keywords: ['dapr components', 'component metadata', 'state store', 'pub/sub broker', 'binding', 'conversation'],
      custom_edit_url: `${editUrlBase}${SHARED}`,
    }),
    '',
    generatedNotice(GENERATOR, 'data/components/'),
    '',
    `Find the metadata fields, authentication options and capabilities of each of the ${components.length} components ${PRODUCT} supports, with a manifest you can apply. A component connects one of the ${PRODUCT} APIs to a piece of infrastructure; your apps refer to it by name, so switching the infrastructure does not change their code.`,
    '',
    '## Categories',
    '',
    table(['Category', 'Components', 'What they do'], rows),
    '',
  ];
  if (managed.length)
    parts.push(
      '## Components Diagrid runs for you',
      '',
      `${countOf(managed.length, 'component needs', 'components need')} no infrastructure of your own. ${mdx(shared.managedIntro)}`,
      '',
      ...managed.map((c) => `- [${c.data.title}](${componentRoute(c)}): ${mdx(firstSentence(c.data.summary))}`),
      '',
    );
  parts.push(
    '## How each page is organised',
    '',
    '- **Component format**: a complete manifest for `diagrid apply`, and the matching `diagrid component create` command.',
    '- **Metadata fields**: every field with its type, default and allowed values. Fields marked as secrets hold credentials and belong in a secret store.',
    '- **Authentication**: the ways the component can sign in to its infrastructure, and the fields each one needs.',
    '- **Capabilities**: what the component supports, such as transactions for state stores or bulk publishing for brokers.',
    '- **Operations**: for bindings, what your app can ask the binding to do.',
    '',
    relatedLinksSection(shared.relatedLinks.index),
  );
  return `${parts.join('\n').trimEnd()}\n`;
}

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/**
 * A count that starts a sentence: "Two components need", "One component needs".
 * @param {number} n
 * @param {string} one
 * @param {string} many
 */
function countOf(n, one, many) {
  return `${NUMBER_WORDS[n] ?? n} ${n === 1 ? one : many}`;
}

/** @param {string} text */
function firstSentence(text) {
  const m = String(text).match(/^[\s\S]*?[.!?](\s|$)/);
  return (m ? m[0] : String(text)).trim();
}

// ---------------------------------------------------------------- entry point

/**
 * Every file of the reference: path inside its folder -> content.
 * @param {Shared} shared
 * @param {Component[]} components
 * @param {ManifestRules} rules
 * @returns {Map<string, string>}
 */
function renderComponentFiles(shared, components, rules) {
  const files = new Map([
    ['index.mdx', renderIndexPage(shared, components)],
    [MANIFESTS_LOADER, manifestsLoader(CATEGORIES)],
  ]);
  for (const category of CATEGORIES) {
    const cat = shared.categories[category];
    const inCat = components.filter((c) => c.category === category);
    files.set(
      `${category}/_category_.json`,
      `${JSON.stringify({label: cat.label, position: cat.position, collapsed: true}, null, 2)}\n`,
    );
    files.set(`${category}/index.mdx`, renderCategoryPage(category, cat, inCat, shared));
    inCat.forEach((c, i) => files.set(`${category}/${c.slug}.mdx`, renderComponentPage(c, cat, i + 1, shared)));
    const specs = Object.fromEntries(inCat.map((c) => [c.slug, manifestSpec(c, rules)]));
    files.set(`${category}/${MANIFESTS_FILE}`, `${JSON.stringify(specs)}\n`);
  }
  return files;
}

/**
 * Validates data/components/** and brings the reference up to date: writes the files whose
 * content changed, deletes the ones no longer produced. Returns every file (`files`) and
 * what changed (`written`, `removed`), as repository paths.
 * @param {{root?: string}} [options]
 */
export function generateComponents({root = repoRoot} = {}) {
  const {shared, components} = loadComponents({root});
  const files = renderComponentFiles(shared, components, manifestRules(root));
  const {written, removed} = writeGenerated(OUTPUT_DIR, files, {root});
  const repoPath = (/** @type {string} */ rel) => `${OUTPUT_DIR}/${rel}`;
  return {files: [...files.keys()].map(repoPath), written: written.map(repoPath), removed: removed.map(repoPath)};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const {files, written, removed} = generateComponents();
    const pages = files.filter((f) => f.endsWith('.mdx')).length;
    console.log(
      `components reference: ${pages} pages in ${OUTPUT_DIR} (${written.length} written, ${removed.length} removed)`,
    );
  } catch (err) {
    if (err instanceof DataError) {
      console.error(`error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
