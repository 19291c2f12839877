// The component catalogue of data/components/, loaded and checked: the schema
// (data/schemas/component.schema.json), then what a schema cannot say (shared
// fields and profiles resolved, anchors unique, example placeholders explained,
// source keys known). A problem stops with a DataError naming the file and the
// field. The pages are rendered from what this returns by scripts/generate/components.mjs;
// the MCP data and the manifest checks read it too.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DataError, loadYaml, repoRoot, validate} from './data.mjs';
import {checkSourceKeys, loadSources} from './sources.mjs';

/** @type {Category[]} */
export const CATEGORIES = ['bindings', 'conversation', 'pubsub', 'state'];
const SCHEMA = 'data/schemas/component.schema.json';
export const SHARED = 'data/components/_shared.yaml';
const MANIFEST_SCHEMA = 'data/schemas/dapr-component.schema.json';
/** Placeholders the generated pages explain themselves. */
const GENERIC_PLACEHOLDERS = new Set(['<project-name>', '<secret-store>']);

/** @param {string} root @param {string} file */
const rel = (root, file) => path.relative(root, file).split(path.sep).join('/');

/**
 * The catalogue as written in data/components/ (see data/schemas/component.schema.json).
 * @typedef {'bindings' | 'conversation' | 'pubsub' | 'state'} Category
 * @typedef {object} Field
 * @property {string} name
 * @property {boolean} required
 * @property {string} type
 * @property {string} [default]
 * @property {string[]} [allowed]
 * @property {string} description
 * @property {boolean} [secret]
 * @property {'input' | 'output'} [binding]
 * @property {boolean} [deprecated]
 * @property {string[]} [versions]
 *
 * @typedef {Field & {anchor: string}} AnchoredField
 * @typedef {{title: string, description: string, fields: Field[]}} Profile
 * @typedef {Profile & {family?: string}} ResolvedProfile
 * @typedef {boolean | null | {supported: boolean | null, note: string}} CapabilityValue
 * @typedef {{name: string, required?: boolean, description: string}} NamedText
 * @typedef {{name: string, description: string, request?: NamedText[], requestData?: NamedText[], response?: string, responseMetadata?: NamedText[]}} Operation
 * @typedef {{name: string, value?: string | number | boolean, secretKeyRef?: {name: string, key: string}}} MetadataEntry
 *
 * @typedef {object} ComponentData
 * @property {string} title
 * @property {string} slug
 * @property {string} type
 * @property {string[]} [typeAliases]
 * @property {string} version
 * @property {{version: string, note: string}[]} [otherVersions]
 * @property {'stable' | 'beta' | 'alpha'} status
 * @property {boolean} [managed]
 * @property {string} [description]
 * @property {string[]} [keywords]
 * @property {string} summary
 * @property {string} whenToChoose
 * @property {{title: string, body: string}[]} [sections]
 * @property {Field[]} fields
 * @property {string[]} [excludeCommonFields]
 * @property {{intro?: string, builtin?: {family: 'aws' | 'azuread' | 'gcp', extraFields?: Field[]}[], profiles?: Profile[]}} [authentication]
 * @property {Record<string, CapabilityValue>} capabilities
 * @property {Operation[]} [operations]
 * @property {{request?: NamedText[], responseMetadata?: NamedText[]}} [operationsCommon]
 * @property {NamedText[]} [inputMetadata]
 * @property {{name: string, metadata: MetadataEntry[], placeholders?: {placeholder: string, description: string}[], commands?: {description: string, command: string}[]}} example
 * @property {string[]} [sources]
 * @property {{concepts?: Link[], commands?: Link[]}} [links]
 * @property {unknown} [categories] only in _shared.yaml; an error anywhere else
 *
 * @typedef {object} CategoryData
 * @property {string} title
 * @property {string} label
 * @property {string} noun
 * @property {number} position
 * @property {string} description
 * @property {string} intro
 * @property {{key: string, label: string, description: string}[]} capabilities
 * @property {Field[]} [fields]
 * @property {Link[]} links
 *
 * @typedef {{label: string, href: string}} Link
 *
 * @typedef {object} Shared data/components/_shared.yaml
 * @property {Record<Category, CategoryData>} categories
 * @property {Record<'aws' | 'azuread' | 'gcp', Profile[]>} authProfiles
 * @property {string[]} defaultSources
 * @property {{concepts: Link[], commands: Link[], index: Link[]}} relatedLinks
 * @property {string} managedIntro
 */

/**
 * One component, checked: its data, the fields every component of its
 * category accepts, its authentication profiles and every metadata name it knows.
 * @typedef {object} Component
 * @property {string} file repo-relative data file
 * @property {Category} category
 * @property {string} slug
 * @property {ComponentData} data
 * @property {Field[]} common
 * @property {ResolvedProfile[]} profiles
 * @property {Map<string, Field[]>} known
 * @property {(name: string) => boolean} accepts
 * @property {string[]} [sources]
 */

/**
 * Loads and checks the component catalogue. Throws a DataError naming the file and the
 * field at fault for the first problem found.
 * @param {{root?: string}} [options]
 * @returns {{shared: Shared, components: Component[]}} components sorted by category, then title
 */
export function loadComponents({root = repoRoot} = {}) {
  const schemaFile = path.join(root, SCHEMA);
  const sharedFile = path.join(root, SHARED);
  /** @type {Shared} */
  const shared = validate(loadYaml(sharedFile), schemaFile, sharedFile);
  checkSourceKeys(shared.defaultSources, {file: sharedFile, where: 'defaultSources', table: loadSources({root})});
  /** @type {Component[]} */
  const components = [];
  /** @type {Map<string, Component>} */
  const byType = new Map();

  for (const category of CATEGORIES) {
    const dir = path.join(root, 'data/components', category);
    if (!existsSync(dir)) throw new DataError(dir, '', 'missing category folder');
    const files = readdirSync(dir)
      .filter((f) => /\.ya?ml$/.test(f))
      .sort();
    for (const name of files) {
      const file = path.join(dir, name);
      /** @type {ComponentData} */
      const data = validate(loadYaml(file), schemaFile, file);
      if (data.categories)
        throw new DataError(file, 'categories', 'shared definitions belong in data/components/_shared.yaml');
      const component = checkComponent(data, {root, file, category, slug: name.replace(/\.ya?ml$/, ''), shared});
      component.sources = checkSourceKeys(data.sources ?? shared.defaultSources, {
        file,
        where: 'sources',
        table: loadSources({root}),
      });
      const seen = byType.get(data.type);
      if (seen) throw new DataError(file, 'type', `"${data.type}" is already documented in ${seen.file}`);
      byType.set(data.type, component);
      components.push(component);
    }
  }
  components.sort(
    (a, b) =>
      CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || a.data.title.localeCompare(b.data.title, 'en'),
  );
  return {shared, components};
}

/**
 * @param {ComponentData} data
 * @param {{root: string, file: string, category: Category, slug: string, shared: Shared}} context
 * @returns {Component}
 */
function checkComponent(data, {root, file, category, slug, shared}) {
  /**
   * @param {string} where
   * @param {string} problem
   * @returns {never}
   */
  const fail = (where, problem) => {
    throw new DataError(file, where, problem);
  };
  if (data.slug !== slug) fail('slug', `"${data.slug}" does not match the file name "${slug}.yaml"`);
  const typeCategory = data.type.split('.')[0];
  if (typeCategory !== category)
    fail('type', `"${data.type}" is a ${typeCategory} component but the file is in data/components/${category}/`);

  const cat = shared.categories[category];
  const versions = new Set([data.version, ...(data.otherVersions ?? []).map((v) => v.version)]);

  // Fields: unique names, bindings-only and version markers that make sense.
  /**
   * @param {Field[]} fields
   * @param {string} where
   */
  const checkFields = (fields, where) => {
    const names = new Set();
    fields.forEach((field, i) => {
      if (names.has(field.name)) fail(`${where}.${i}.name`, `duplicate field "${field.name}"`);
      names.add(field.name);
      if (field.binding && category !== 'bindings')
        fail(`${where}.${i}.binding`, 'only bindings have input/output fields');
      for (const v of field.versions ?? [])
        if (!versions.has(v))
          fail(`${where}.${i}.versions`, `version ${v} is neither "version" nor listed in "otherVersions"`);
      if (
        field.default !== undefined &&
        field.default !== '""' &&
        field.allowed &&
        !field.allowed.some((a) => a === field.default || /^<.*>$/.test(a))
      )
        fail(`${where}.${i}.default`, `default "${field.default}" is not one of the allowed values`);
    });
  };
  checkFields(data.fields, 'fields');

  const commonAll = cat.fields ?? [];
  for (const [i, name] of (data.excludeCommonFields ?? []).entries())
    if (!commonAll.some((f) => f.name === name))
      fail(`excludeCommonFields.${i}`, `"${name}" is not a ${category}-wide field`);
  const common = commonAll.filter((f) => !(data.excludeCommonFields ?? []).includes(f.name));
  for (const [i, field] of data.fields.entries())
    if (common.some((f) => f.name === field.name))
      fail(
        `fields.${i}.name`,
        `"${field.name}" is already a field of every ${category} component (data/components/_shared.yaml)`,
      );

  // Authentication profiles: built-in families expanded with the component's extra fields.
  /** @type {ResolvedProfile[]} */
  const profiles = [];
  for (const [i, b] of (data.authentication?.builtin ?? []).entries()) {
    checkFields(b.extraFields ?? [], `authentication.builtin.${i}.extraFields`);
    for (const p of shared.authProfiles[b.family]) {
      const extra = (b.extraFields ?? []).filter((f) => !p.fields.some((g) => g.name === f.name));
      profiles.push({...p, family: b.family, fields: [...p.fields, ...extra]});
    }
  }
  for (const [i, p] of (data.authentication?.profiles ?? []).entries()) {
    checkFields(p.fields, `authentication.profiles.${i}.fields`);
    profiles.push(p);
  }

  // Every name the component accepts in spec.metadata.
  // A name can be defined more than once (a field and an auth profile field, or two profiles).
  /** @type {Map<string, Field[]>} */
  const known = new Map();
  for (const f of [...common, ...data.fields, ...profiles.flatMap((p) => p.fields)])
    known.set(f.name, [...(known.get(f.name) ?? []), f]);

  // Names such as `<topic-name>.avroschema` stand for a family of names.
  const patterns = [...known.keys()]
    .filter((n) => /<[^>]+>/.test(n))
    .map(
      (n) =>
        new RegExp(
          `^${n
            .split(/<[^>]+>/)
            .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+')}$`,
        ),
    );
  const accepts = (/** @type {string} */ name) => known.has(name) || patterns.some((re) => re.test(name));

  // Capabilities: exactly the keys the category declares.
  const capKeys = cat.capabilities.map((c) => c.key);
  for (const key of Object.keys(data.capabilities))
    if (!capKeys.includes(key))
      fail(`capabilities.${key}`, `unknown ${category} capability (expected ${capKeys.join(', ')})`);
  for (const key of capKeys) if (!(key in data.capabilities)) fail('capabilities', `missing capability "${key}"`);
  // A capability whose support is not known (null) has no row on the page, so a note on it would be lost.
  for (const [key, v] of Object.entries(data.capabilities))
    if (v !== null && typeof v === 'object' && typeof v.supported !== 'boolean')
      fail(
        `capabilities.${key}.supported`,
        'a capability with a note needs supported: true or false (write null without a note when support is not known)',
      );

  // Operations belong to output bindings.
  if (category === 'bindings') {
    const output = capValue(data.capabilities.output);
    if (output && !data.operations?.length) fail('operations', 'an output binding needs at least one operation');
    if (!output && data.operations?.length) fail('operations', 'only output bindings have operations');
    const ops = new Set();
    for (const [i, op] of (data.operations ?? []).entries()) {
      if (ops.has(op.name)) fail(`operations.${i}.name`, `duplicate operation "${op.name}"`);
      ops.add(op.name);
    }
  } else {
    for (const key of /** @type {const} */ (['operations', 'operationsCommon', 'inputMetadata']))
      if (data[key]) fail(key, `only bindings have ${key}`);
  }

  // The example: known names, secrets by reference, required fields present, placeholders explained.
  const ex = data.example;
  const used = new Set();
  for (const [i, entry] of ex.metadata.entries()) {
    const where = `example.metadata.${i}`;
    /** @type {Partial<Field>[] | undefined} */
    const defs = known.get(entry.name) ?? (accepts(entry.name) ? [{name: entry.name}] : undefined);
    if (!defs) fail(`${where}.name`, `unknown metadata name "${entry.name}" (not a field of ${data.type})`);
    if (used.has(entry.name)) fail(`${where}.name`, `"${entry.name}" appears twice`);
    used.add(entry.name);
    if (defs.some((f) => f.secret) && !entry.secretKeyRef)
      fail(where, `"${entry.name}" is a secret: use secretKeyRef instead of value`);
    /** @param {Partial<Field>} f */
    const allows = (f) =>
      !f.allowed || f.allowed.some((a) => /^<.*>$/.test(a)) || f.allowed.includes(String(entry.value));
    if (entry.value !== undefined && !defs.some(allows))
      fail(
        `${where}.value`,
        `"${entry.value}" is not one of ${[...new Set(defs.flatMap((f) => f.allowed))].join(', ')}`,
      );
  }
  for (const f of data.fields)
    if (f.required && !used.has(f.name)) fail('example.metadata', `required field "${f.name}" is missing`);

  const explained = new Set((ex.placeholders ?? []).map((p) => p.placeholder));
  const texts = [...ex.metadata.map((m) => String(m.value ?? '')), ...(ex.commands ?? []).map((c) => c.command)];
  const found = new Set(texts.flatMap((t) => t.match(/<[a-z0-9-]+>/g) ?? []));
  for (const p of found)
    if (!explained.has(p) && !GENERIC_PLACEHOLDERS.has(p))
      fail('example.placeholders', `placeholder ${p} is used but not explained`);
  for (const [i, p] of (ex.placeholders ?? []).entries())
    if (!found.has(p.placeholder))
      fail(`example.placeholders.${i}`, `placeholder ${p.placeholder} is not used in the example`);

  if (data.managed && !ex.commands?.length)
    fail('example.commands', 'a managed component needs the commands that create it');
  if (!data.managed && ex.commands) fail('example.commands', 'only managed components list their own commands');

  return {file: rel(root, file), category, slug, data, common, profiles, known, accepts};
}

/**
 * @typedef {{apiVersion: string, namePattern: string, nameMaxLength: number, versionPattern: string}} ManifestRules
 */

/**
 * The manifest rules of data/schemas/dapr-component.schema.json.
 * @param {string} root
 * @returns {ManifestRules}
 */
export function manifestRules(root) {
  const file = path.join(root, MANIFEST_SCHEMA);
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  const name = schema.properties?.metadata?.properties?.name;
  const rules = {
    apiVersion: schema.properties?.apiVersion?.const,
    namePattern: name?.pattern,
    nameMaxLength: name?.maxLength,
    versionPattern: schema.properties?.spec?.properties?.version?.pattern,
  };
  for (const [key, value] of Object.entries(rules))
    if (value === undefined) throw new DataError(file, key, 'the manifest builder needs this rule from the schema');
  return rules;
}

/**
 * Whether a capability is supported (null: not known; the page leaves it out).
 * @param {CapabilityValue | undefined} v
 * @returns {boolean | null | undefined}
 */
export function capValue(v) {
  return v !== null && typeof v === 'object' ? v.supported : v;
}
