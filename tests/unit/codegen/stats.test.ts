// `npm run gen -- --stats`: the DSL's size and how much of it the screens use, counted from the schema and the files.
import { describe, expect, it } from 'vitest';
import { loadDefinitions, readSchema } from '../../../codegen/load';
import { dslStats, statsText } from '../../../codegen/stats';
import { edit, fixtureProject, pathsOf, repo } from './project';

describe('the DSL stats', () => {
  it('counts the top-level keys, those one screen sets and those none sets, and follows a key set by a second screen', () => {
    const root = fixtureProject();
    const stats = () => {
      const { definitions } = loadDefinitions(pathsOf(root));
      return dslStats(readSchema(pathsOf(root), 'screen.schema.json'), definitions!);
    };
    const before = stats();
    const schemaKeys = Object.keys((readSchema(pathsOf(root), 'screen.schema.json') as { properties: object }).properties);
    expect(before.screens).toBe(2);
    expect(before.keys).toBe(schemaKeys.length);
    expect(before.oneScreen).toContainEqual({ key: 'addTitle', screen: 'rooms' });
    expect(before.oneScreen).toContainEqual({ key: 'reader', screen: 'bookings' });
    expect(before.oneScreen.map(({ key }) => key)).not.toContain('endpoint');
    expect(before.unused).toContain('workflow');
    expect(before.unused.length + before.oneScreen.length).toBeLessThan(before.keys);
    expect(before.declarations).toBeGreaterThan(before.keys);

    edit(root, 'screens/bookings.yaml', (text) => `${text}addTitle: screens.rooms.add\n`);
    const after = stats();
    expect(after.oneScreen.map(({ key }) => key)).not.toContain('addTitle');
    expect(after.oneScreen).toHaveLength(before.oneScreen.length - 1);
    expect(statsText(after)).toMatch(new RegExp(`^2 screens; ${before.keys} top-level keys, ${after.oneScreen.length} set by one screen, ${after.unused.length} by none; \\d+ property declarations`));
  });
});

describe('the DSL of this project', () => {
  it('says in its description why each top-level key only one screen sets is a key of its own', () => {
    const paths = pathsOf(repo);
    const schema = readSchema(paths, 'screen.schema.json') as { properties: Record<string, { description?: string }> };
    const { oneScreen } = dslStats(schema, loadDefinitions(paths).definitions!);
    expect(oneScreen.length).toBeGreaterThan(0);
    expect(oneScreen.filter(({ key }) => !/A key of its own because /.test(schema.properties[key].description ?? '')).map(({ key }) => key)).toEqual([]);
  });
});
