import clsx from 'clsx';
import React, {useId, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {loadAll, YAMLException} from 'js-yaml';
import {
  buildManifest,
  builderFields,
  checkManifest,
  nameProblem,
  parseScopes,
  projectProblem,
  valueProblem,
  type BuilderInput,
  type FieldSpec,
  type ManifestSpec,
  type Problem,
} from '@site/src/lib/componentManifest.mjs';
// Loaded with this chunk, not in the global stylesheet (plugins/lazyStyles.ts).
import form from '@site/src/components/FormControls/lazy.module.css';
import styles from './lazy.module.css';

export type ToolsProps = {mode: 'build' | 'check'; spec: ManifestSpec};

/** The builder or the checker; loaded when the reader opens one (./index.tsx). */
export default function Tools({mode, spec}: ToolsProps): ReactNode {
  return mode === 'build' ? <Builder spec={spec} /> : <Checker spec={spec} />;
}

/** `inline code` in a field description. */
function Description({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        <React.Fragment key={i}>{part}</React.Fragment>
      ),
    );
}

type TextInputProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  problem?: string | null;
  hint?: ReactNode;
  placeholder?: string;
  list?: string;
};

/** A labelled text box with its hint and, when the value is wrong, why. */
function TextInput({label, value, onChange, problem, hint, placeholder, list}: TextInputProps): ReactNode {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <input
        id={id}
        className={clsx(form.control, styles.input)}
        value={value}
        placeholder={placeholder}
        list={list}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className={form.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}

type SelectProps = {
  label: ReactNode;
  value: string | number;
  onChange: (value: string) => void;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled choice, with its hint. */
function Select({label, value, onChange, hint, children}: SelectProps): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select
        id={id}
        className={clsx(form.control, styles.input)}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

function fieldHint(field: FieldSpec): ReactNode {
  return (
    <>
      <span className={styles.type}>{field.type}</span>
      {field.default !== undefined && (
        <>
          {' · default '}
          <code>{field.default}</code>
        </>
      )}
      {' · '}
      <Description text={field.description} /> <a href={`#${field.anchor}`}>Reference row</a>
    </>
  );
}

type FieldProps = {
  field: FieldSpec;
  input: BuilderInput;
  setValue: (name: string, value: string) => void;
  setSecret: (name: string, part: 'name' | 'key', value: string) => void;
};

/** One metadata field: a secret reference, a choice among allowed values, or a text box. */
function FieldInput({field, input, setValue, setSecret}: FieldProps): ReactNode {
  const id = useId();
  const value = input.values[field.name] ?? '';
  const title = (
    <>
      <code>{field.name}</code>
      {field.required && <span className={styles.required}> (required)</span>}
    </>
  );
  if (field.secret) {
    const ref = input.secrets[field.name] ?? {name: '', key: ''};
    return (
      <fieldset className={styles.secret}>
        <legend className={form.label}>
          {title} <span className={styles.secretTag}>secret, read from a secret store</span>
        </legend>
        <p className={form.hint}>{fieldHint(field)}</p>
        <div className={styles.pair}>
          <TextInput
            label="Secret name"
            value={ref.name}
            onChange={(v) => setSecret(field.name, 'name', v)}
            placeholder={`${field.name}-secret`}
          />
          <TextInput
            label="Key in the secret"
            value={ref.key}
            onChange={(v) => setSecret(field.name, 'key', v)}
            placeholder={field.name}
          />
        </div>
      </fieldset>
    );
  }
  const allowed = field.allowed ?? [];
  const fixed = allowed.length > 0 && !allowed.some((a) => /^<.*>$/.test(a));
  if (field.type === 'bool' || fixed) {
    const options = field.type === 'bool' && !fixed ? ['true', 'false'] : allowed;
    return (
      <Select label={title} value={value} onChange={(v) => setValue(field.name, v)} hint={fieldHint(field)}>
        <option value="">{field.required ? 'Choose a value' : 'Not set'}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    );
  }
  const suggestions = allowed.filter((a) => !/^<.*>$/.test(a));
  return (
    <>
      <TextInput
        label={title}
        value={value}
        onChange={(v) => setValue(field.name, v)}
        problem={valueProblem(field, value.trim())}
        hint={fieldHint(field)}
        placeholder={field.default}
        list={suggestions.length ? `${id}-list` : undefined}
      />
      {suggestions.length > 0 && (
        <datalist id={`${id}-list`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </>
  );
}

function Builder({spec}: {spec: ManifestSpec}): ReactNode {
  const [input, setInput] = useState<BuilderInput>({
    name: spec.exampleName,
    version: spec.versions[0],
    // One way to authenticate is offered as the default; among several, the reader picks.
    profile: spec.profiles.length === 1 ? 0 : -1,
    values: {},
    secrets: {},
    secretStore: '',
    scopes: '',
    project: '',
  });
  const update = (patch: Partial<BuilderInput>): void => setInput((old) => ({...old, ...patch}));
  const setValue = (name: string, value: string): void =>
    setInput((old) => ({...old, values: {...old.values, [name]: value}}));
  const setSecret = (name: string, part: 'name' | 'key', value: string): void =>
    setInput((old) => ({
      ...old,
      secrets: {...old.secrets, [name]: {...(old.secrets[name] ?? {name: '', key: ''}), [part]: value}},
    }));

  const {required, optional} = builderFields(spec, input);
  const out = buildManifest(spec, input);
  const scopes = parseScopes(input.scopes);
  const field = (f: FieldSpec): ReactNode => (
    <FieldInput key={f.name} field={f} input={input} setValue={setValue} setSecret={setSecret} />
  );

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label={`Build a ${spec.title} manifest`}>
        <TextInput
          label="Component name"
          value={input.name}
          onChange={(name) => update({name})}
          problem={nameProblem(spec, input.name.trim()) && `${nameProblem(spec, input.name.trim())}.`}
          hint={`The name your apps use to reach it. Until it is valid, the output keeps ${spec.exampleName}.`}
        />
        {spec.versions.length > 1 && (
          <Select label="Version" value={input.version} onChange={(version) => update({version})}>
            {spec.versions.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </Select>
        )}
        {spec.profiles.length > 0 && (
          <Select label="Authentication" value={input.profile} onChange={(v) => update({profile: Number(v)})}>
            <option value={-1}>None: no authentication fields</option>
            {spec.profiles.map((p, i) => (
              <option key={p.title} value={i}>
                {p.title}
              </option>
            ))}
          </Select>
        )}
        {required.length > 0 && (
          <fieldset className={styles.group}>
            <legend>Required fields</legend>
            {required.map(field)}
          </fieldset>
        )}
        {optional.length > 0 && (
          <details className={styles.group}>
            <summary>Optional fields ({optional.length})</summary>
            {optional.map(field)}
          </details>
        )}
        {out.secretFields.length > 0 && (
          <TextInput
            label="Secret store"
            value={input.secretStore}
            onChange={(secretStore) => update({secretStore})}
            hint="The secret store component, in the same project, that holds the secrets above."
            placeholder="<secret-store>"
          />
        )}
        <TextInput
          label="Scopes (optional)"
          value={input.scopes}
          onChange={(v) => update({scopes: v})}
          problem={scopes.problem}
          hint="Comma-separated App IDs that may use the component. Leave it empty to let every App ID in the project use it."
        />
        <TextInput
          label="Project (for the commands)"
          value={input.project}
          onChange={(project) => update({project})}
          problem={projectProblem(input.project.trim())}
          placeholder="<project-name>"
        />
      </form>
      <div className={styles.output} aria-label="Generated manifest and commands" role="region">
        <CodeBlock language="yaml" title="component.yaml">
          {out.yaml}
        </CodeBlock>
        <CodeBlock language="bash">{out.applyCommand}</CodeBlock>
        {out.createCommand ? (
          <>
            <p>Or create it with flags:</p>
            <CodeBlock language="bash">{out.createCommand}</CodeBlock>
            {out.secretFields.length > 0 && (
              <p className={form.hint}>
                <code>--metadata</code> takes literal values, not secret references: in this command,{' '}
                {out.secretFields.map((n, i) => (
                  <React.Fragment key={n}>
                    {i > 0 && ', '}
                    <code>{n}</code>
                  </React.Fragment>
                ))}{' '}
                would be the secret itself. Apply the manifest to keep them in the secret store.
              </p>
            )}
          </>
        ) : (
          <p className={form.hint}>
            To create version {input.version}, apply the manifest: it sets <code>spec.version</code>, which{' '}
            <code>diagrid component create</code> does not.
          </p>
        )}
        {out.placeholders.length > 0 && (
          <p className={form.hint}>
            Still to fill in:{' '}
            {out.placeholders.map((p, i) => (
              <React.Fragment key={p}>
                {i > 0 && ', '}
                <code>{p}</code>
              </React.Fragment>
            ))}
            .
          </p>
        )}
      </div>
    </div>
  );
}

type Found = {problems: (Problem & {doc?: number; line?: number})[]; documents: number};

/** The line (1-based) of the first `- name: <field>` in the text. */
function lineOf(text: string, field: string | undefined): number | undefined {
  if (!field) return undefined;
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const index = text.split('\n').findIndex((l) => new RegExp(`^\\s*-?\\s*name:\\s*["']?${escaped}["']?\\s*$`).test(l));
  return index < 0 ? undefined : index + 1;
}

function check(spec: ManifestSpec, text: string): Found {
  try {
    const docs = loadAll(text).filter((d) => d !== null && d !== undefined);
    if (!docs.length) return {problems: [{message: 'Paste a manifest first.'}], documents: 0};
    return {
      problems: docs.flatMap((d, i) =>
        checkManifest(spec, d).map((p) => ({
          ...p,
          doc: docs.length > 1 ? i + 1 : undefined,
          line: docs.length > 1 ? undefined : lineOf(text, p.field),
        })),
      ),
      documents: docs.length,
    };
  } catch (err) {
    if (!(err instanceof YAMLException)) throw err;
    return {
      problems: [{message: `The YAML does not parse: ${err.reason}.`, line: err.mark ? err.mark.line + 1 : undefined}],
      documents: 0,
    };
  }
}

function Checker({spec}: {spec: ManifestSpec}): ReactNode {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const id = useId();
  return (
    <form
      className={styles.panel}
      aria-label={`Check a ${spec.title} manifest`}
      onSubmit={(e) => {
        e.preventDefault();
        setFound(check(spec, text));
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id} className={form.label}>
          Manifest to check
        </label>
        <textarea
          id={id}
          className={clsx(form.control, styles.textarea)}
          value={text}
          rows={12}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${id}-hint`} className={form.hint}>
          Checked here against this page&apos;s fields ({spec.type}): names, required fields, types, allowed values and
          secrets in plain text.
        </p>
      </div>
      <button type="submit" className="button button--primary button--sm">
        Check
      </button>
      <div role="status" className={styles.results}>
        {found &&
          (found.problems.length === 0 ? (
            <p className={styles.ok}>
              No problems found{found.documents > 1 ? ` in ${found.documents} documents` : ''}.
            </p>
          ) : (
            <>
              <p>{found.problems.length === 1 ? '1 problem' : `${found.problems.length} problems`}:</p>
              <ul>
                {found.problems.map((p, i) => (
                  <li key={i}>
                    {p.doc && `Document ${p.doc}: `}
                    {p.line && `Line ${p.line}: `}
                    <Description text={p.message} />
                    {p.anchor && (
                      <>
                        {' '}
                        <a href={`#${p.anchor}`}>
                          See <code>{p.row ?? p.field}</code> in the reference
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ))}
      </div>
    </form>
  );
}
