// The words each screen's page needs from the catalogue (locales/<lang>.json): every string of its client
// definition and form that names a catalogue entry, and the options of the lookup lists they name. The app loads a
// screen's words with the screen (vite.config.ts serves `locales/<lang>.json?labels=<screen>`), so a list screen
// does not download every other screen's labels, and adding screens does not make the first list heavier.
import type { LookupSource } from '../load/sources';

/** The words a page kind's runtime says on every screen of that kind, beside the screen's own (whole subtrees). */
export const KIND_WORDS: Readonly<Record<string, readonly string[]>> = {
  calendar: ['options.months', 'options.weekdays', 'app.calendar'],
  dashboard: ['app.dashboard'],
  grid: ['app.grid'],
};

/** The words a screen with a workflow says beside its states' and transitions' names: the state, the reason asked. */
export const WORKFLOW_WORDS: readonly string[] = ['app.workflow'];

/** The words an action says beside its own labels, by what it has: a questionnaire's asterisk rule, a report's counts. */
export const ACTION_WORDS: Readonly<Record<'questionnaire' | 'report', readonly string[]>> = {
  questionnaire: ['app.questionnaire'],
  report: ['app.report'],
};

/** The entry a dotted key names in a catalogue: a message (a string), or undefined. */
function messageAt(catalogue: Record<string, unknown>, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether a key names a message of the catalogue, itself or as plural forms (key_one, key_other …). */
function isMessage(catalogue: Record<string, unknown>, key: string): boolean {
  if (!/^[a-z][\w-]*(\.[\w-]+)+$/i.test(key)) return false;
  if (typeof messageAt(catalogue, key) === 'string') return true;
  const parent = messageAt(catalogue, key.split('.').slice(0, -1).join('.'));
  const last = key.split('.').at(-1)!;
  return typeof parent === 'object' && parent !== null && Object.keys(parent).some((name) => name.startsWith(`${last}_`));
}

/**
 * The catalogue keys found in the values given (a screen's client definition, its form's uiSchema), with the option
 * labels of every lookup list they name; sorted.
 */
export function labelKeys(values: readonly unknown[], catalogue: Record<string, unknown>, lookups: Readonly<Record<string, LookupSource>>): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (isMessage(catalogue, value)) keys.add(value);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [name, inner] of Object.entries(value)) {
      if (name === 'lookup' && typeof inner === 'string') for (const option of lookups[inner]?.options ?? []) keys.add(option.label);
      visit(inner);
    }
  };
  values.forEach(visit);
  return [...keys].sort();
}
