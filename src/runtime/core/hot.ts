// `npm run dev` only (the build drops every use, as `import.meta.hot` is undefined there): a screen's generated module
// accepts its own new version after a save (codegen/emit.ts) and announces it as an `aula:screen` event; the page
// showing that screen takes the new definition as it is, with its words and fixed lists loaded again, instead of
// reloading the whole app.
import { withFreshWords } from './i18n';
import { withFixedLookups } from './lookups';
import type { ScreenDefinition } from './screen';

const SCREEN_REPLACED = 'aula:screen';

/** Calls `take` with each new definition of the screen `name` saved from now on; answers how to stop. */
export function hotReplaced(name: string, take: (screen: ScreenDefinition) => void): () => void {
  const replaced = (event: Event): void => {
    const next = (event as CustomEvent<ScreenDefinition | undefined>).detail;
    if (next?.name === name) void withFreshWords(next).then(withFixedLookups).then(take);
  };
  window.addEventListener(SCREEN_REPLACED, replaced);
  return () => window.removeEventListener(SCREEN_REPLACED, replaced);
}
