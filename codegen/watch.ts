// Following the definitions as they are saved: screens/, locales/ and schemas/ (what the codegen itself writes in
// schemas/generated is no news). Saves that come close together (an editor's write and rename, a checkout) are one.
import fs from 'node:fs';
import { join } from 'node:path';
import type { Paths } from './load';

/** Saves this close together are one change. */
const SETTLE_MS = 100;

/** Calls `changed` after each settled change of the definitions; answers how to stop. */
export function watchDefinitions(paths: Paths, changed: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const saved = (file: string | null): void => {
    if (file?.startsWith('generated')) return;
    clearTimeout(timer);
    timer = setTimeout(changed, SETTLE_MS);
  };
  const watchers = [paths.screens, join(paths.root, 'locales'), paths.schemas].map((directory) => fs.watch(directory, (_event, file) => saved(file)));
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
