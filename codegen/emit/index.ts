// The emit stage: every generated file from the screen models (and the definitions they came from, for the sidebar,
// the words and the editor's schemas), path relative to the project's root → content.
import type { Registry, ScreenModel } from '../../contract/model';
import type { Definitions } from '../load/sources';
import { browserModules } from './browser';
import { printed, type GeneratedFile } from './file';
import { formModule, formsOf, validatorModule } from './forms';
import { optionsModule } from './options';
import { registryModules } from './registry';

export function emitModules(definitions: Definitions, models: readonly ScreenModel[], registry: Registry): Map<string, string> {
  const files = new Map<string, string>();
  const { modules, labels, pages } = browserModules(models, definitions);
  files.set('src/generated/labels.json', labels);
  files.set('src/generated/public-pages.json', pages);
  const sources: GeneratedFile[] = [...modules];
  for (const form of formsOf(models)) {
    sources.push(formModule(form, definitions.lookups.value.lookups));
    const validator = validatorModule(form);
    files.set(`src/generated/forms/${form.name}.validator.js`, validator.code);
    files.set(`src/generated/forms/${form.name}.validator.d.ts`, validator.declaration);
  }
  sources.push(...registryModules(registry), optionsModule(registry.lookups));
  for (const source of sources) files.set(source.path, printed(source));
  return files;
}
