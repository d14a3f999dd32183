// The editor helps as one types (issue 21): every file of screens/ names its JSON Schema in a yaml-language-server
// modeline (the one the codegen validates it against; for a screen that extends another, the generated schema of
// the keys it changes), and validates against it as it stands, so an editor underlines nothing the codegen takes;
// the workspace maps the same schemas for VS Code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const screens = join(root, 'screens');
const files = readdirSync(screens).filter((name) => name.endsWith('.yaml')).sort();
const extending = (file: string) => /^extends:/m.test(readFileSync(join(screens, file), 'utf8'));
/** lookups.yaml and sidebar.yaml their own; a screen its own, or, extending another, only the keys it changes */
const expected = (file: string) => (file === 'lookups.yaml' ? 'lookups' : file === 'sidebar.yaml' ? 'sidebar' : extending(file) ? 'generated/screen-extension' : 'generated/screen');
const MODELINE = /^# yaml-language-server: \$schema=\.\.\/schemas\/([a-z/-]+)\.schema\.json$/;

describe('the editor\'s schemas', () => {
  it('names in each file of screens/ the schema the codegen checks it against', () => {
    const named = files.map((file) => [file, MODELINE.exec(readFileSync(join(screens, file), 'utf8').split('\n')[0])?.[1]]);
    expect(named).toEqual(files.map((file) => [file, expected(file)]));
  });

  it('finds every file valid against the schema its modeline names, as it stands', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validators = Object.fromEntries(['generated/screen', 'lookups', 'sidebar', 'generated/screen-extension'].map((name) => [
      name, ajv.compile(JSON.parse(readFileSync(join(root, 'schemas', `${name}.schema.json`), 'utf8')) as object),
    ]));
    const invalid = files.flatMap((file) => {
      const validate = validators[expected(file)];
      return validate(parse(readFileSync(join(screens, file), 'utf8'))) ? [] : [`${file}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(invalid).toEqual([]);
  });

  it('lists every key of both locales as a label key, a plural by its one key, and underlines one that is not', () => {
    const labels = JSON.parse(readFileSync(join(root, 'schemas/generated/labels.schema.json'), 'utf8')) as { enum: string[] };
    const leaves = (node: unknown, prefix = ''): string[] => (typeof node === 'object' && node !== null
      ? Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
      : [prefix.replace(/_(zero|one|two|few|many|other)$/, '')]);
    for (const language of ['ka', 'en']) {
      const keys = leaves(JSON.parse(readFileSync(join(root, 'locales', `${language}.json`), 'utf8')));
      expect(keys.filter((key) => !labels.enum.includes(key))).toEqual([]);
    }
    expect(labels.enum).toContain('screens.students.title');
    expect(labels.enum).toContain('app.list.total');
    const validate = new Ajv({ strict: false }).compile(JSON.parse(readFileSync(join(root, 'schemas/generated/screen.schema.json'), 'utf8')) as object);
    const students = parse(readFileSync(join(screens, 'students.yaml'), 'utf8')) as Record<string, unknown>;
    expect(validate(students)).toBe(true);
    expect(validate({ ...students, title: 'screens.studnets.title' })).toBe(false);
  });

  it('maps the same schemas to the same files for VS Code, and recommends the YAML extension', () => {
    const settings = JSON.parse(readFileSync(join(root, '.vscode', 'settings.json'), 'utf8')) as { 'yaml.schemas': Record<string, string[]> };
    expect(settings['yaml.schemas']).toEqual({
      './schemas/generated/screen.schema.json': ['screens/*.yaml', '!screens/lookups.yaml', '!screens/sidebar.yaml'],
      './schemas/lookups.schema.json': ['screens/lookups.yaml'],
      './schemas/sidebar.schema.json': ['screens/sidebar.yaml'],
    });
    const extensions = JSON.parse(readFileSync(join(root, '.vscode', 'extensions.json'), 'utf8')) as { recommendations: string[] };
    expect(extensions.recommendations).toContain('redhat.vscode-yaml');
  });
});
