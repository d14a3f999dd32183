// The emit stage: every generated module from the project's model (compile/project.ts: the screens' models, the
// registry, the menus, the lookup lists and the words), path relative to the project's root → content. The database's
// SQL (schema.ts, triggers.ts, migrations.ts) is emitted from the same model.
import type { ProjectModel } from '../compile/project';
import { browserModules } from './browser';
import { printed, type GeneratedFile } from './file';
import { formModule, formsOf, validatorModule } from './forms';
import { optionsModule } from './options';
import { registryModules } from './registry';

export function emitModules(project: ProjectModel): Map<string, string> {
  const { screens: models, registry, lookups } = project;
  const files = new Map<string, string>();
  const { modules, labels, pages } = browserModules(project);
  files.set('src/generated/labels.json', labels);
  files.set('src/generated/public-pages.json', pages);
  const sources: GeneratedFile[] = [...modules];
  for (const form of formsOf(models)) {
    sources.push(formModule(form, lookups));
    const validator = validatorModule(form);
    files.set(`src/generated/forms/${form.name}.validator.js`, validator.code);
    files.set(`src/generated/forms/${form.name}.validator.d.ts`, validator.declaration);
  }
  sources.push(...registryModules(registry), optionsModule(registry.lookups));
  for (const source of sources) files.set(source.path, printed(source));
  return files;
}
