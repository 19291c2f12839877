// Building and checking a Dapr Component manifest for one component of the
// reference, in the reader's browser (src/components/ManifestTools) and in the
// tests. The field list comes from data/components/ through the file that
// scripts/generate/components.mjs writes beside each category's pages
// (`_manifests.json`, a ManifestSpec by slug): the same data as the page's
// tables and the CI checks. Plain JavaScript with JSDoc types, so that Node
// runs it in the tests as it is.

/**
 * One metadata field as the page's tables show it. `anchor` is the id of its
 * row in the reference table.
 * @typedef {object} FieldSpec
 * @property {string} name
 * @property {string} anchor
 * @property {boolean} required
 * @property {string} type string, number, bool, duration or bytesize
 * @property {string} [default]
 * @property {string[]} [allowed]
 * @property {boolean} [secret]
 * @property {boolean} [deprecated]
 * @property {'input' | 'output'} [binding]
 * @property {string[]} [versions]
 * @property {string} description Markdown, inline code only
 */

/**
 * What the builder and the checker know about one component.
 * @typedef {object} ManifestSpec
 * @property {string} title
 * @property {string} type
 * @property {string[]} typeAliases
 * @property {string[]} versions the version the page shows first
 * @property {string} exampleName
 * @property {FieldSpec[]} fields the component's own fields
 * @property {FieldSpec[]} common the fields every component of its category accepts
 * @property {{title: string, fields: FieldSpec[]}[]} profiles authentication profiles
 * @property {{apiVersion: string, namePattern: string, nameMaxLength: number, versionPattern: string}} rules
 *   from data/schemas/dapr-component.schema.json
 */

/**
 * What the reader typed into the builder.
 * @typedef {object} BuilderInput
 * @property {string} name
 * @property {string} version
 * @property {number} profile index into spec.profiles, or -1 for none
 * @property {Record<string, string>} values plain values by field name
 * @property {Record<string, {name: string, key: string}>} secrets secretKeyRef by field name
 * @property {string} secretStore
 * @property {string} scopes comma-separated App IDs
 * @property {string} project
 */

/**
 * A problem the checker found: the field it is about, and the reference row to
 * read (`anchor`, the row of field `row`, or of `field` when `row` is not set).
 * @typedef {{message: string, field?: string, anchor?: string, row?: string}} Problem
 */

/** Placeholders the output uses where the reader has not given a value. */
const PROJECT_PLACEHOLDER = '<project-name>';
const SECRET_STORE_PLACEHOLDER = '<secret-store>';

const DURATION = /^(?:\d+|(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+)$/;
const BYTE_SIZE = /^\d+(?:\.\d+)?(?:[kKMGTPE]i?|[mgtpe])?$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const SAFE_WORD = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** @param {string} a */
const isPlaceholder = (a) => /^<.*>$/.test(a);

/**
 * `accessKey` -> `<access-key>`: the stand-in for a value the reader has not given.
 * @param {string} name
 */
export function placeholderFor(name) {
  return `<${name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}>`;
}

/**
 * Whether a field name stands for a family of names (`<topic-name>.avroschema`).
 * @param {string} name
 */
const isPatternName = (name) => /<[^>]+>/.test(name);

/** @param {string} name */
function patternOf(name) {
  return new RegExp(
    `^${name
      .split(/<[^>]+>/)
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
}

/**
 * Every definition of a metadata name: own and common fields, then each profile's.
 * @param {ManifestSpec} spec
 * @param {string} name
 * @returns {FieldSpec[]}
 */
function definitionsOf(spec, name) {
  const all = [...spec.fields, ...spec.common, ...spec.profiles.flatMap((p) => p.fields)];
  const exact = all.filter((f) => f.name === name);
  return exact.length ? exact : all.filter((f) => isPatternName(f.name) && patternOf(f.name).test(name));
}

/**
 * Edit distance between two names, ignoring case.
 * @param {string} a
 * @param {string} b
 */
function distance(a, b) {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({length: y.length + 1}, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length];
}

/**
 * The field a misspelt name most likely means: at most two edits away (or the
 * same name in another case), or none.
 * @param {ManifestSpec} spec
 * @param {string} name
 * @returns {FieldSpec | undefined}
 */
function closestField(spec, name) {
  let best;
  let bestDistance = 3;
  for (const f of [...spec.fields, ...spec.common, ...spec.profiles.flatMap((p) => p.fields)]) {
    if (isPatternName(f.name)) continue;
    const d = distance(name, f.name);
    if (d < bestDistance) [best, bestDistance] = [f, d];
  }
  return best;
}

/**
 * Why `value` is not a valid value of `field`, or null. An empty value is not checked.
 * @param {FieldSpec} field
 * @param {string} value
 * @returns {string | null}
 */
export function valueProblem(field, value) {
  if (value === '') return null;
  if (field.type === 'bool' && value !== 'true' && value !== 'false') return 'must be true or false';
  if (field.type === 'number' && !NUMBER.test(value)) return 'must be a number, such as 10';
  if (field.type === 'duration' && !DURATION.test(value))
    return 'must be a duration such as 30s, 5m or 1h30m (or a whole number)';
  if (field.type === 'bytesize' && !BYTE_SIZE.test(value)) return 'must be a size such as 100Mi or 1048576';
  const allowed = field.allowed ?? [];
  if (allowed.length && !allowed.some(isPlaceholder) && !allowed.includes(value))
    return `must be one of ${allowed.join(', ')}`;
  return null;
}

/**
 * Why `name` cannot name the component, or null.
 * @param {ManifestSpec} spec
 * @param {string} name
 */
export function nameProblem(spec, name) {
  if (name === '') return 'enter a name';
  if (name.length > spec.rules.nameMaxLength) return `use at most ${spec.rules.nameMaxLength} characters`;
  if (!new RegExp(spec.rules.namePattern).test(name))
    return "use lower-case letters, digits, '-' and '.', starting and ending with a letter or digit";
  return null;
}

/**
 * The App IDs of a comma-separated list, and what is wrong with it.
 * @param {string} text
 * @returns {{ids: string[], problem: string | null}}
 */
export function parseScopes(text) {
  const ids = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = ids.find((id) => !SAFE_WORD.test(id));
  return {ids, problem: bad ? `"${bad}" is not an App ID name (no spaces or quotes)` : null};
}

/**
 * Why a project name cannot go on the command line, or null.
 * @param {string} project
 */
export function projectProblem(project) {
  return project === '' || SAFE_WORD.test(project) ? null : 'use a project name without spaces or quotes';
}

/**
 * The fields the builder offers for a version and an authentication profile:
 * required ones first, each list in the tables' order. Pattern names are left
 * to the reader.
 * @param {ManifestSpec} spec
 * @param {{version: string, profile: number}} choice
 * @returns {{required: FieldSpec[], optional: FieldSpec[]}}
 */
export function builderFields(spec, {version, profile}) {
  /** @type {Map<string, FieldSpec>} */
  const byName = new Map();
  for (const f of [...spec.fields, ...spec.common, ...(spec.profiles[profile]?.fields ?? [])]) {
    if (isPatternName(f.name) || (f.versions && !f.versions.includes(version))) continue;
    const first = byName.get(f.name);
    // A profile can make one of the component's optional fields required (TLS for Entra ID).
    byName.set(f.name, first ? {...first, required: first.required || f.required} : f);
  }
  const list = [...byName.values()];
  return {required: list.filter((f) => f.required), optional: list.filter((f) => !f.required && !f.deprecated)};
}

/** @param {string} s */
const yamlString = (s) => JSON.stringify(s);
/** @param {string} s */
const yamlWord = (s) => (SAFE_WORD.test(s) && !/^(true|false|null|yes|no|on|off|~)$/i.test(s) ? s : yamlString(s));
/** @param {string} s a double-quoted shell word */
const shellQuoted = (s) => `"${s.replace(/(["\\$`])/g, '\\$1')}"`;

/**
 * The metadata entries the builder's input gives, in field order. A required
 * field with no valid value gets its placeholder; an invalid value never gets in.
 * @param {ManifestSpec} spec
 * @param {BuilderInput} input
 */
function entries(spec, input) {
  const {required, optional} = builderFields(spec, input);
  /** @type {{field: FieldSpec, value?: string, ref?: {name: string, key: string}}[]} */
  const out = [];
  for (const field of [...required, ...optional]) {
    if (field.secret) {
      const ref = input.secrets[field.name] ?? {name: '', key: ''};
      const name = ref.name.trim();
      const key = ref.key.trim();
      if (name || key || field.required)
        out.push({
          field,
          ref: {name: name || placeholderFor(`${field.name}-secret`), key: key || placeholderFor(field.name)},
        });
      continue;
    }
    const value = (input.values[field.name] ?? '').trim();
    if (value && !valueProblem(field, value)) out.push({field, value});
    else if (field.required) out.push({field, value: placeholderFor(field.name)});
  }
  return out;
}

/**
 * The Component manifest and the `diagrid` command lines for the builder's input.
 * `createCommand` is null when `diagrid component create` cannot express the
 * manifest (a version other than v1: its flags do not set the version).
 * @param {ManifestSpec} spec
 * @param {BuilderInput} input
 * @returns {{yaml: string, applyCommand: string, createCommand: string | null, secretFields: string[], placeholders: string[]}}
 */
export function buildManifest(spec, input) {
  const name = nameProblem(spec, input.name.trim()) ? spec.exampleName : input.name.trim();
  const list = entries(spec, input);
  const yaml = [
    `apiVersion: ${spec.rules.apiVersion}`,
    'kind: Component',
    'metadata:',
    `  name: ${name}`,
    'spec:',
    `  type: ${spec.type}`,
    `  version: ${input.version}`,
  ];
  if (list.length) yaml.push('  metadata:');
  for (const e of list) {
    yaml.push(`    - name: ${yamlWord(e.field.name)}`);
    if (e.ref)
      yaml.push('      secretKeyRef:', `        name: ${yamlWord(e.ref.name)}`, `        key: ${yamlWord(e.ref.key)}`);
    else yaml.push(`      value: ${yamlString(e.value ?? '')}`);
  }
  const secretFields = list.filter((e) => e.ref).map((e) => e.field.name);
  if (secretFields.length)
    yaml.push('auth:', `  secretStore: ${yamlWord(input.secretStore.trim() || SECRET_STORE_PLACEHOLDER)}`);
  const scopes = parseScopes(input.scopes);
  if (!scopes.problem && scopes.ids.length) yaml.push('scopes:', ...scopes.ids.map((id) => `  - ${yamlWord(id)}`));

  const project =
    input.project.trim() && !projectProblem(input.project.trim()) ? input.project.trim() : PROJECT_PLACEHOLDER;
  const applyCommand = `diagrid apply -f component.yaml --project ${project}`;
  let createCommand = null;
  if (input.version === 'v1') {
    const args = [`diagrid component create ${name}`, `--type ${spec.type}`];
    for (const e of list)
      args.push(`--metadata ${shellQuoted(`${e.field.name}=${e.ref ? placeholderFor(e.field.name) : e.value}`)}`);
    if (!scopes.problem && scopes.ids.length) args.push(`--scopes ${scopes.ids.join(',')}`);
    args.push(`--project ${project}`, '--wait');
    createCommand = args.join(' \\\n  ');
  }
  const text = [...yaml, applyCommand, createCommand ?? ''].join('\n');
  const placeholders = [...new Set(text.match(/<[a-z0-9-]+>/g) ?? [])];
  return {yaml: yaml.join('\n'), applyCommand, createCommand, secretFields, placeholders};
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The problems of one parsed YAML document that should be this component's
 * manifest. Each names the field and, where the reference has a row for it,
 * that row's anchor.
 * @param {ManifestSpec} spec
 * @param {unknown} doc
 * @returns {Problem[]}
 */
export function checkManifest(spec, doc) {
  /** @type {Problem[]} */
  const problems = [];
  if (!isObject(doc)) return [{message: 'The text is not a YAML mapping: a manifest starts with `apiVersion:`.'}];
  if (doc.kind !== 'Component') problems.push({message: '`kind` must be `Component`.'});
  if (doc.apiVersion !== spec.rules.apiVersion)
    problems.push({message: `\`apiVersion\` must be \`${spec.rules.apiVersion}\`.`});
  const meta = doc.metadata;
  if (!isObject(meta) || typeof meta.name !== 'string')
    problems.push({message: '`metadata.name` is missing: every component needs a name.'});
  else {
    const bad = nameProblem(spec, meta.name);
    if (bad) problems.push({message: `\`metadata.name\` "${meta.name}": ${bad}.`});
  }
  const specPart = doc.spec;
  if (!isObject(specPart)) {
    problems.push({message: '`spec` is missing: it holds the type, the version and the metadata.'});
    return problems;
  }
  const type = specPart.type;
  if (typeof type !== 'string') problems.push({message: '`spec.type` is missing.'});
  else if (type !== spec.type && !spec.typeAliases.includes(type)) {
    problems.push({
      message: `\`spec.type\` is \`${type}\`, but this page documents \`${spec.type}\`: check the manifest on that component's page.`,
    });
    return problems;
  }
  const version = specPart.version;
  if (typeof version !== 'string' || !new RegExp(spec.rules.versionPattern).test(version))
    problems.push({message: `\`spec.version\` must be a version such as \`${spec.versions[0]}\`.`});
  else if (!spec.versions.includes(version))
    problems.push({
      message: `\`spec.version\` ${version} is not a version of \`${spec.type}\`; use ${spec.versions.join(' or ')}.`,
    });

  const metadata = specPart.metadata ?? [];
  if (!Array.isArray(metadata)) {
    problems.push({message: '`spec.metadata` must be a list of `name` and `value` (or `secretKeyRef`) entries.'});
    return problems;
  }
  const seen = new Set();
  for (const [i, entry] of metadata.entries()) {
    if (!isObject(entry) || typeof entry.name !== 'string' || entry.name === '') {
      problems.push({message: `Entry ${i + 1} of \`spec.metadata\` has no \`name\`.`});
      continue;
    }
    const name = entry.name;
    const defs = definitionsOf(spec, name);
    const anchor = defs[0]?.anchor;
    if (seen.has(name)) problems.push({message: `\`${name}\` is set twice.`, field: name, anchor});
    seen.add(name);
    if (!defs.length) {
      const near = closestField(spec, name);
      problems.push(
        near
          ? {
              message: `\`${name}\` is not a field of ${spec.type}: did you mean \`${near.name}\`?`,
              field: name,
              anchor: near.anchor,
              row: near.name,
            }
          : {message: `\`${name}\` is not a field of ${spec.type}.`, field: name},
      );
      continue;
    }
    const hasValue = 'value' in entry;
    const ref = entry.secretKeyRef;
    if (hasValue === (ref !== undefined))
      problems.push({
        message: `\`${name}\` needs either \`value\` or \`secretKeyRef\`, not both or neither.`,
        field: name,
        anchor,
      });
    if (ref !== undefined) {
      if (!isObject(ref) || typeof ref.name !== 'string' || ref.name === '')
        problems.push({message: `\`${name}\`: \`secretKeyRef\` needs the secret's \`name\`.`, field: name, anchor});
    }
    if (hasValue) {
      const value = entry.value;
      if (defs.some((f) => f.secret) && value !== '')
        problems.push({
          message: `\`${name}\` is a secret, written here in plain text: reference it with \`secretKeyRef\`.`,
          field: name,
          anchor,
        });
      else if (isObject(value) || Array.isArray(value) || value === null)
        problems.push({message: `\`${name}\`: \`value\` must be a single value.`, field: name, anchor});
      else {
        const reasons = defs.map((f) => valueProblem(f, String(value)));
        if (reasons.every(Boolean)) problems.push({message: `\`${name}\` ${reasons[0]}.`, field: name, anchor});
      }
    }
    const def = defs[0];
    if (def.deprecated)
      problems.push({message: `\`${name}\` is deprecated: see its row for the field to use.`, field: name, anchor});
    if (def.versions && typeof version === 'string' && !def.versions.includes(version))
      problems.push({message: `\`${name}\` applies only to version ${def.versions.join(', ')}.`, field: name, anchor});
  }
  for (const f of [...spec.fields, ...spec.common])
    if (f.required && !seen.has(f.name) && (!f.versions || f.versions.includes(String(version))))
      problems.push({message: `Required field \`${f.name}\` is missing.`, field: f.name, anchor: f.anchor});
  // A profile whose fields the manifest uses must be complete.
  const used = spec.profiles
    .map((p) => ({p, n: p.fields.filter((f) => seen.has(f.name)).length}))
    .filter(({n}) => n > 0)
    .sort((a, b) => b.n - a.n);
  const complete = used.find(({p}) => p.fields.every((f) => !f.required || seen.has(f.name)));
  if (used.length && !complete)
    for (const f of used[0].p.fields.filter((g) => g.required && !seen.has(g.name)))
      problems.push({
        message: `\`${f.name}\` is missing: authentication with "${used[0].p.title}" needs it.`,
        field: f.name,
        anchor: f.anchor,
      });
  const scopes = doc.scopes;
  if (scopes !== undefined && !(Array.isArray(scopes) && scopes.every((s) => typeof s === 'string' && s !== '')))
    problems.push({message: '`scopes` must be a list of App IDs.'});
  const known = new Set(['apiVersion', 'kind', 'metadata', 'spec', 'auth', 'scopes']);
  for (const key of Object.keys(doc))
    if (!known.has(key)) problems.push({message: `\`${key}\` is not part of a Component manifest.`});
  return problems;
}
