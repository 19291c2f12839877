import clsx from 'clsx';
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {FIELDS, checkValues, type ProjectValues, type ValueKey} from '@site/src/lib/projectValues.mjs';
import {clearProjectValues, saveProjectValues, useProjectValues} from '@site/src/lib/projectStore';
// Loaded with this chunk, not in the global stylesheet (plugins/lazyStyles.ts).
import form from '@site/src/components/FormControls/lazy.module.css';
import styles from './lazy.module.css';

const EMPTY: ProjectValues = {httpEndpoint: '', grpcEndpoint: '', project: '', appId: '', token: ''};

/**
 * The form for the reader's project values, in a modal dialog. Values are
 * checked as typed; Save keeps only valid ones; Clear forgets everything.
 * Loaded when a reader first opens it (src/theme/CodeBlock).
 */
export default function ProjectValuesDialog({onClose}: {onClose: () => void}): ReactNode {
  const stored = useProjectValues();
  const [draft, setDraft] = useState<ProjectValues>(stored?.values ?? EMPTY);
  const [remember, setRemember] = useState(stored?.rememberToken ?? false);
  const [showToken, setShowToken] = useState(false);
  const [tried, setTried] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const {values, problems} = checkValues(draft);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const problemOf = (key: ValueKey): string | undefined => (tried || draft[key] ? problems[key] : undefined);
  const save = (): void => {
    setTried(true);
    const first = FIELDS.find((f) => problems[f.key]);
    if (first) {
      document.getElementById(`${id}-${first.key}`)?.focus();
      return;
    }
    saveProjectValues(values, remember);
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
      onCancel={onClose}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          Your project values
        </h2>
        <p id={`${id}-intro`} className={styles.intro}>
          Samples on the Catalyst pages and the API explorer use these instead of their placeholders. They stay in this
          browser and are never sent anywhere. Leave a field empty to keep its placeholder.
        </p>
        {FIELDS.map((f) => {
          const problem = problemOf(f.key);
          const inputId = `${id}-${f.key}`;
          const isToken = f.key === 'token';
          return (
            <div key={f.key} className={styles.field}>
              <label htmlFor={inputId} className={form.label}>
                {f.label}
              </label>
              <div className={styles.row}>
                <input
                  id={inputId}
                  className={clsx(form.control, styles.input)}
                  type={isToken && !showToken ? 'password' : 'text'}
                  value={draft[f.key]}
                  placeholder={f.example || undefined}
                  spellCheck={false}
                  autoComplete="off"
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-problem` : ''}`}
                  onChange={(e) => setDraft((d) => ({...d, [f.key]: e.target.value}))}
                />
                {isToken && (
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    aria-pressed={showToken}
                    onClick={() => setShowToken((s) => !s)}
                  >
                    {showToken ? 'Hide' : 'Show'}
                  </button>
                )}
              </div>
              <p id={`${inputId}-hint`} className={form.hint}>
                {f.hint}
              </p>
              {problem && (
                <p id={`${inputId}-problem`} className={form.problem}>
                  {problem}
                </p>
              )}
            </div>
          );
        })}
        <label className={styles.check}>
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> Remember the
          token in this browser (otherwise it is forgotten when this tab closes)
        </label>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Save
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`button button--danger button--outline ${styles.clear}`}
            onClick={() => {
              clearProjectValues();
              onClose();
            }}
          >
            Clear all values
          </button>
        </div>
      </form>
    </dialog>
  );
}
