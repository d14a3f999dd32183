// `npm run gen -- new <name>`: a starter screen that passes every check once its labels are translated.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function starterScreen(name: string): string {
  const table = name.replace(/-/g, '_');
  // the modeline maps the file to its schema for an editor with the YAML language server: completion, hover, errors
  return `# yaml-language-server: $schema=../schemas/generated/screen.schema.json
# The ${name} screen. Every key is described in schemas/screen.schema.json and docs/dsl.md.
screen: ${name}
title: screens.${name}.title
addTitle: screens.${name}.add
permission: ${name}.index
endpoint: /${name}
responseKey: ${table}
table: ${table}

columns:
  - { key: name_ka, label: fields.name_ka, sort: name_ka }
  - { key: name_en, label: fields.name_en, sort: name_en }

filters:
  - { key: search, label: filters.search, kind: search, searchIn: [name_ka, name_en] }

fields:
  - { key: name_ka, label: fields.name_ka, kind: text, required: true }
  - { key: name_en, label: fields.name_en, kind: text, required: true }
`;
}

export function writeStarterScreen(screensDir: string, name: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`'${name}' is not a screen name: use lower-case letters, digits and dashes, starting with a letter`);
  const file = join(screensDir, `${name}.yaml`);
  if (existsSync(file)) throw new Error(`screens/${name}.yaml already exists; edit it instead`);
  writeFileSync(file, starterScreen(name));
  return file;
}
