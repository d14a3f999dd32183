// Following the definitions as they are saved: screens/, locales/ and schemas/ (what the codegen itself writes in
// schemas/generated is no news), and any other folder a caller names. Saves that come close together (an editor's
// write and rename, a checkout) are one.
import fs from 'node:fs';
import { join } from 'node:path';
import type { Paths } from './load';

/** Saves this close together are one change. */
const SETTLE_MS = 100;

/** Another folder to follow, and which of its saves are news. */
export interface AlsoWatched {
  directory: string;
  heed: (file: string) => boolean;
}

/** Calls `changed` after each settled change of the definitions; answers how to stop. */
export function watchDefinitions(paths: Paths, changed: () => void, also: readonly AlsoWatched[] = []): () => void {
  let timer: NodeJS.Timeout | undefined;
  const saved = (): void => {
    clearTimeout(timer);
    timer = setTimeout(changed, SETTLE_MS);
  };
  const definitions = [paths.screens, join(paths.root, 'locales'), paths.schemas].map((directory) => fs.watch(directory, (_event, file) => {
    if (!file?.startsWith('generated')) saved();
  }));
  const others = also.map(({ directory, heed }) => fs.watch(directory, (_event, file) => {
    if (file && heed(file)) saved();
  }));
  return () => {
    clearTimeout(timer);
    for (const watcher of [...definitions, ...others]) watcher.close();
  };
}
