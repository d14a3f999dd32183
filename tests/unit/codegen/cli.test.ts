// `npm run gen` as an author runs it: each problem printed as file:line:column: AULA-E###: a sentence, --check's
// exit code, and --watch following the saves.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../codegen/pipeline';
import { edit, fixtureProject, pathsOf, repo, write } from './project';

const cli = (root: string, ...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'codegen/cli.ts'), '--root', root, ...args], { cwd: repo, encoding: 'utf8' });

describe('npm run gen on broken definitions', () => {
  it('prints each problem as file:line:column: code: sentence, for every kind of mistake, and writes nothing', () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('defaultSort: name', 'defaultSort: nme\ncolums: []')
      .replace('kind: select, lookup: buildings', 'kind: select, lookup: wings'));
    edit(root, 'screens/bookings.yaml', (text) => text.replace('reader: calendar', 'reader: timetable').replace('export: false', 'export: false\npoll: ten'));
    write(root, 'screens/halls.yaml', ['screen: halls', 'extends: chambers', 'title: screens.rooms.title', 'endpoint: /halls']);
    write(root, 'screens/wings.yaml', [
      'screen: wings', 'title: screens.wings.title', 'permission: wings.index', 'endpoint: /wings', 'table: wings', 'defaultSort: size',
      'columns:', '  - { key: name, sort: name }', '  - { key: floor }',
      'filters:', '  - { key: search, label: filters.search, kind: search, searchIn: [size] }',
      'actions:', '  - { id: out, label: fields.name, on: selection, run: exportRows }',
      'fields:', '  - { key: name, label: fields.name, kind: text, dependsOn: wing }', '  - { key: size, label: fields.seats, kind: integer }',
      '  - { key: plan, label: fields.plan, kind: file }',
    ]);
    edit(root, 'screens/sidebar.yaml', (text) => text.replace('screen: bookings', 'screen: booking'));
    // what the load stage refuses stops the run before the checks
    const printed = (expected: readonly string[]) => {
      const run = cli(root);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('nothing was generated');
      const lines = run.stderr.trim().split('\n').filter((line) => /^screens\//.test(line));
      for (const line of lines) expect(line).toMatch(/^screens\/[a-z-]+\.yaml:\d+:\d+: AULA-E\d{3}: \S.+$/);
      expect([...new Set(lines.map((line) => /AULA-E\d{3}/.exec(line)![0]))].sort()).toEqual(expected);
    };
    printed(['AULA-E003', 'AULA-E005', 'AULA-E010', 'AULA-E012']);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('colums: []\n', ''));
    edit(root, 'screens/bookings.yaml', (text) => text.replace('\npoll: ten', ''));
    edit(root, 'screens/halls.yaml', (text) => text.replace('chambers', 'rooms'));
    edit(root, 'screens/wings.yaml', (text) => text.replace('  - { key: floor }', '  - { key: floor, label: fields.floor }'));
    printed(['AULA-E101', 'AULA-E201', 'AULA-E202', 'AULA-E203', 'AULA-E301', 'AULA-E302', 'AULA-E402', 'AULA-E404', 'AULA-E501']);
    expect(() => readFileSync(join(root, 'src/generated/routes.ts'))).toThrow();
  }, 30_000);
});

describe('npm run gen -- --check', () => {
  it('exits non-zero when the YAML changed after generation', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: number, sort: seats', 'kind: text, sort: seats'));
    const run = () => execFileSync(join(repo, 'node_modules/.bin/tsx'), [join(repo, 'codegen/cli.ts'), '--check', '--root', root], { stdio: 'pipe' });
    expect(run).toThrowError(/src\/generated\/screens\/rooms\.ts/);
  }, 30_000);

  it('exits non-zero and names the migration to write when the screens changed their tables', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text.replace('  - { key: phone, label: fields.phone, kind: phone }', '  - { key: phone, label: fields.phone, kind: phone }\n  - { key: floor, label: fields.seats, kind: integer }'));
    const run = cli(root, '--check');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The screens changed their tables and no migration says so: run npm run gen, review server/db/migrations/0002_rooms.sql and commit it.');
  }, 30_000);
});

describe('npm run gen -- --watch', () => {
  it('generates again on a save, says where a broken file is broken, and recovers once it is fixed', async () => {
    const root = fixtureProject();
    const child = spawn(process.execPath, ['--import', 'tsx', 'codegen/cli.ts', '--root', root, '--watch'], { cwd: repo });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    /** waits until the output since `from` holds `text`; answers where it ends */
    const said = async (text: string, from: number): Promise<number> => {
      const deadline = Date.now() + 30_000;
      while (!output.slice(from).includes(text)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no '${text}' in:\n${output.slice(from)}`);
        await new Promise((done) => setTimeout(done, 50));
      }
      return output.length;
    };
    try {
      let at = await said('Watching', 0);
      const module = join(root, 'src/generated/screens/rooms.ts');
      expect(readFileSync(module, 'utf8')).not.toContain('poll: 30');
      edit(root, 'screens/rooms.yaml', (text) => `${text}poll: 30\n`);
      at = await said('Watching', at);
      expect(output).toContain('src/generated/screens/rooms.ts');
      expect(readFileSync(module, 'utf8')).toContain('poll: 30');
      // a broken file: said where, and the last good output stays
      edit(root, 'screens/rooms.yaml', (text) => text.replace('poll: 30', 'poll: thirty'));
      at = await said('Watching', at);
      expect(output).toMatch(/screens\/rooms\.yaml:\d+:\d+: AULA-E005: /);
      expect(readFileSync(module, 'utf8')).toContain('poll: 30');
      edit(root, 'screens/rooms.yaml', (text) => text.replace('poll: thirty', 'poll: 45'));
      await said('Watching', at);
      expect(readFileSync(module, 'utf8')).toContain('poll: 45');
    } finally {
      child.kill();
    }
  }, 90_000);
});
