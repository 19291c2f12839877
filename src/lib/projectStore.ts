import {useSyncExternalStore} from 'react';
import {checkValues, type ProjectValues} from './projectValues.mjs';
import {CHANGED_EVENT, TOKEN_KEY, VALUES_KEY as KEY} from './projectSamples.mjs';
import {EXPLORER_SERVER, EXPLORER_TOKEN, primeExplorer} from '@site/patches/openapi/projectExplorer.mjs';

/**
 * Where the reader's project values live: this browser only. The endpoints,
 * project and App ID in localStorage; the API token in sessionStorage (this
 * tab, gone when it closes) unless the reader asks to remember it. Nothing is
 * sent anywhere. The server render and the first render in the browser see
 * no values, so the HTML, its hydration, the Markdown twins and the search
 * index keep the placeholders.
 */

export type StoredValues = {values: ProjectValues; rememberToken: boolean};

const listeners = new Set<() => void>();
let cached: {raw: string; value: StoredValues | null} | null = null;

function storedTexts(): [string | null, string | null] | null {
  try {
    return [localStorage.getItem(KEY), sessionStorage.getItem(TOKEN_KEY)];
  } catch {
    return null; // Storage turned off: the samples keep their placeholders.
  }
}

function read(): StoredValues | null {
  const texts = storedTexts();
  if (!texts) return null;
  const [saved, token] = texts;
  const raw = `${saved}\u0000${token}`;
  if (cached?.raw === raw) return cached.value;
  let value: StoredValues | null = null;
  if (saved) {
    try {
      const parsed = JSON.parse(saved) as Partial<ProjectValues> & {rememberToken?: boolean};
      const rememberToken = parsed.rememberToken === true;
      // Stored values are checked again: a bad value never reaches a sample.
      const {values} = checkValues({...parsed, token: rememberToken ? parsed.token : (token ?? '')});
      value = {values, rememberToken};
    } catch {
      value = null;
    }
  } else if (token) value = {values: checkValues({token}).values, rememberToken: false};
  cached = {raw, value};
  return value;
}

/** Tells this page's hooks, and the code blocks that have not loaded the values' code yet. */
const emit = (): void => {
  listeners.forEach((l) => l());
  window.dispatchEvent(new Event(CHANGED_EVENT));
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent): void => {
    if (e.key === null || e.key === KEY || e.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The reader's values (null when none are set, on the server and while hydrating). */
export function useProjectValues(): StoredValues | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

const hasAny = (v: ProjectValues): boolean => Object.values(v).some(Boolean);

/** Saves checked values; the token goes to localStorage only when `rememberToken`. */
export function saveProjectValues(values: ProjectValues, rememberToken: boolean): void {
  const {token, ...rest} = values;
  if (!hasAny(values)) {
    clearProjectValues();
    return;
  }
  localStorage.setItem(KEY, JSON.stringify({...rest, rememberToken, ...(rememberToken && token ? {token} : {})}));
  if (!rememberToken && token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
  primeExplorer(values);
  emit();
}

/** Forgets every value, the API explorer's copies of them included. */
export function clearProjectValues(): void {
  const before = read();
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(TOKEN_KEY);
  if (before) {
    if (
      sessionStorage
        .getItem(EXPLORER_SERVER)
        ?.includes(before.values.httpEndpoint.replace(/^https?:\/\//, '') || '\u0000')
    )
      sessionStorage.removeItem(EXPLORER_SERVER);
    if (before.values.token && sessionStorage.getItem(EXPLORER_TOKEN)?.includes(before.values.token))
      sessionStorage.removeItem(EXPLORER_TOKEN);
  }
  emit();
}
