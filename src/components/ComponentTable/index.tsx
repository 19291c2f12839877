import React, {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** One capability column of the table, in the order it is shown. */
export type CapabilityColumn = {
  key: string;
  label: string;
  /** Shown as a tooltip on the column header. */
  description?: string;
};

/** One component: a row of the table. */
export type ComponentRow = {
  title: string;
  href: string;
  type: string;
  version: string;
  status: 'stable' | 'beta' | 'alpha';
  /** true or false; null leaves the cell empty. */
  capabilities: Record<string, boolean | null>;
  /** Extra searchable terms shown in their own column, such as binding operations. */
  extra?: string[];
};

type Props = {
  rows: ComponentRow[];
  columns: CapabilityColumn[];
  /** Table caption, read by screen readers and shown above the table. */
  caption: string;
  /** What the rows are, in the plural ("state stores"); used in the label and the count. */
  noun?: string;
  /** Header of the `extra` column; the column is shown only when set. */
  extraLabel?: string;
};

const STATUS_LABEL: Record<ComponentRow['status'], string> = {stable: 'Stable', beta: 'Beta', alpha: 'Alpha'};

function Capability({value}: {value: boolean | null | undefined}): ReactNode {
  if (value === true)
    return (
      <span className={styles.yes}>
        <span aria-hidden="true">✓ </span>Yes
      </span>
    );
  if (value === false)
    return (
      <span className={styles.no}>
        <span aria-hidden="true">✗ </span>No
      </span>
    );
  return null;
}

/**
 * A table of components with a filter box. Typing narrows the rows to those whose name,
 * type, status, supported capabilities or extra terms contain every word typed.
 * Used by the generated category pages of the components reference.
 */
export default function ComponentTable({rows, columns, caption, noun = 'components', extraLabel}: Props): ReactNode {
  const inputId = useId();
  const countId = useId();
  const [query, setQuery] = useState('');

  const searchable = useMemo(
    () =>
      rows.map((row) => ({
        row,
        text: [
          row.title,
          row.type,
          STATUS_LABEL[row.status],
          ...columns.filter((c) => row.capabilities[c.key] === true).map((c) => c.label),
          ...(row.extra ?? []),
        ]
          .join(' ')
          .toLowerCase(),
      })),
    [rows, columns],
  );

  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const visible = searchable.filter(({text}) => terms.every((t) => text.includes(t))).map(({row}) => row);
  const columnCount = 3 + columns.length + (extraLabel ? 1 : 0);

  return (
    <div className={styles.wrapper}>
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.label}>
          Filter {noun}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name, type or capability"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={countId}
        />
        <p id={countId} className={styles.count} aria-live="polite">
          {terms.length === 0 ? `${rows.length} ${noun}` : `${visible.length} of ${rows.length} ${noun} match`}
        </p>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Component</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              {columns.map((c) => (
                <th scope="col" key={c.key} title={c.description}>
                  {c.label}
                </th>
              ))}
              {extraLabel && <th scope="col">{extraLabel}</th>}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.href}>
                <th scope="row" className={styles.name}>
                  <Link to={row.href}>{row.title}</Link>
                </th>
                <td>
                  <code className={styles.type}>{row.type}</code>
                </td>
                <td>
                  <span className={clsx(styles.badge, styles[row.status])}>{STATUS_LABEL[row.status]}</span>
                </td>
                {columns.map((c) => (
                  <td key={c.key}>
                    <Capability value={row.capabilities[c.key]} />
                  </td>
                ))}
                {extraLabel && <td className={styles.extra}>{(row.extra ?? []).join(', ')}</td>}
              </tr>
            ))}
            {visible.length === 0 && (
              <tr>
                <td colSpan={columnCount} className={styles.empty}>
                  No components match “{query.trim()}”. Try a shorter word, such as a product name or a capability.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
