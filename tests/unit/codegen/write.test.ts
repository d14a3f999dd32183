// The write stage: the migration a change of the screens' tables needs, and --check against the files on disk.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../codegen/pipeline';
import { edit, fixtureProject, pathsOf, problemsOf, write } from './project';

describe('the migration a change of the screens needs', () => {
  const migration = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

  it('writes a numbered migration and the state it leaves, and nothing more on a second run', async () => {
    const root = fixtureProject();
    const first = await generate(pathsOf(root), { check: false });
    expect(first.migration).toBe('server/db/migrations/0001_buildings_rooms.sql');
    const sql = migration(root, first.migration!);
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS rooms (id serial PRIMARY KEY);');
    expect(sql).toContain('ALTER TABLE rooms ADD COLUMN IF NOT EXISTS building_id integer;');
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS rooms_lower_name_idx ON rooms (lower(name) text_pattern_ops);');
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS buildings (id serial PRIMARY KEY);');
    expect(await generate(pathsOf(root), { check: false })).toEqual({ problems: [], changed: [], migration: undefined, mended: [] });
  });

  it('keeps a record\'s parts in a child table', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - key: doors', '    label: fields.name', '    kind: repeat', '    fields:',
      '      - { key: width, label: fields.seats, kind: integer, required: true }', '      - { key: note, label: fields.name, kind: text }', '',
    ].join('\n')));
    const result = await generate(pathsOf(root), { check: false });
    const sql = migration(root, result.changed.find((path) => path.endsWith('.sql'))!);
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS rooms_doors');
    expect(sql).toContain('parent_id integer NOT NULL REFERENCES rooms(id) ON DELETE CASCADE');
    expect(sql).not.toContain('ALTER TABLE rooms ADD COLUMN IF NOT EXISTS doors');
  });

  it('keeps the screens sharing a table to their own rows: the partition column, its uniqueness and indexes', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('table: rooms', 'table: rooms\npartition: wing\nextras: answers').replace('kind: text, required: true }', 'kind: text, required: true, unique: true }'));
    const result = await generate(pathsOf(root), { check: false });
    expect(result.problems).toEqual([]);
    const sql = migration(root, result.migration!);
    expect(sql).toContain(`ALTER TABLE rooms ADD COLUMN IF NOT EXISTS wing text COLLATE "C" NOT NULL DEFAULT '';`);
    expect(sql).toContain(`ALTER TABLE rooms ADD COLUMN IF NOT EXISTS answers jsonb NOT NULL DEFAULT '{}';`);
    expect(sql).toContain('CREATE UNIQUE INDEX IF NOT EXISTS rooms_wing_name_key ON rooms (wing, name);');
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS rooms_wing_name_id_idx ON rooms (wing, name, id);');
  });

  it('keeps a noOverlap constraint as an exclusion constraint, added once with btree_gist, and drops it when it goes', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    const withTimes = (text: string) => text.concat([
      '  - { key: day, label: fields.seats, kind: integer }', '  - { key: opens, label: fields.name, kind: time }',
      '  - { key: closes, label: fields.name, kind: time }',
      'constraints:', '  - noOverlap: { key: building_id, day: day, from: opens, to: closes }', '    message: fields.name', '',
    ].join('\n'));
    edit(root, 'screens/rooms.yaml', withTimes);
    const added = await generate(pathsOf(root), { check: false });
    expect(added.problems).toEqual([]);
    const sql = migration(root, added.migration!);
    expect(sql).toContain('CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public;');
    expect(sql).toContain("IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'rooms_building_id_no_overlap' AND conrelid = 'rooms'::regclass) THEN");
    expect(sql).toContain("ALTER TABLE rooms ADD CONSTRAINT rooms_building_id_no_overlap EXCLUDE USING gist (building_id WITH =, day WITH =, (CASE WHEN opens IS NULL OR closes IS NULL THEN NULL ELSE tsrange((DATE '2001-01-01' + opens), (DATE '2001-01-01' + closes)) END) WITH &&);");
    edit(root, 'screens/rooms.yaml', (text) => text.replace(/constraints:[\s\S]*$/, ''));
    const dropped = await generate(pathsOf(root), { check: false });
    expect(migration(root, dropped.migration!)).toContain('ALTER TABLE rooms DROP CONSTRAINT IF EXISTS rooms_building_id_no_overlap;');
  });

  it('keeps capacity as a trigger counting the rows of their record and moving the first waiting when a place frees or is added, and drops it when it goes', async () => {
    const root = fixtureProject();
    edit(root, 'screens/lookups.yaml', (text) => text.replace('lookups:\n', 'lookups:\n  rooms: { table: rooms }\n'));
    await generate(pathsOf(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - { key: annex_of, label: fields.name, kind: lookup, lookup: rooms }', '  - { key: state, label: fields.seats, kind: integer }',
      'constraints:', '  - capacity: { of: annex_of, limit: seats, counting: { state: 1 }, waiting: { state: 2 } }', '    message: fields.name', '',
    ].join('\n')));
    const added = await generate(pathsOf(root), { check: false });
    expect(added.problems).toEqual([]);
    const sql = migration(root, added.migration!);
    expect(sql).toContain('CREATE OR REPLACE FUNCTION rooms_annex_of_capacity() RETURNS trigger LANGUAGE plpgsql AS $rule$');
    expect(sql).toContain('SELECT rooms.seats INTO places FROM rooms WHERE rooms.id = NEW.annex_of FOR NO KEY UPDATE;');
    expect(sql).toContain("RAISE EXCEPTION 'rooms_annex_of_capacity' USING ERRCODE = 'check_violation', CONSTRAINT = 'rooms_annex_of_capacity', DETAIL = places::text;");
    expect(sql).toContain('SELECT id INTO next FROM rooms WHERE annex_of = OLD.annex_of AND state = 2 ORDER BY id LIMIT 1;');
    expect(sql).toContain('CREATE TRIGGER rooms_annex_of_capacity AFTER INSERT OR UPDATE OR DELETE ON rooms FOR EACH ROW EXECUTE FUNCTION rooms_annex_of_capacity();');
    // the record's places are not lowered below those taken; places added to it go to the waiting
    expect(sql).toContain('IF NEW.seats IS NOT NULL AND NEW.seats < coalesce(OLD.seats, NEW.seats + 1) THEN');
    expect(sql).toContain('SELECT count(*) INTO taken FROM rooms WHERE annex_of = NEW.id AND rooms.state = 1;');
    expect(sql).toContain("RAISE EXCEPTION 'rooms_annex_of_capacity_limit' USING ERRCODE = 'check_violation', CONSTRAINT = 'rooms_annex_of_capacity_limit', COLUMN = 'seats', DETAIL = taken::text;");
    expect(sql).toContain('IF NEW.seats IS DISTINCT FROM OLD.seats AND (NEW.seats IS NULL OR NEW.seats > coalesce(OLD.seats, 0)) THEN');
    expect(sql).toContain('CREATE TRIGGER rooms_annex_of_capacity_limit AFTER UPDATE ON rooms FOR EACH ROW EXECUTE FUNCTION rooms_annex_of_capacity_limit();');
    edit(root, 'screens/rooms.yaml', (text) => text.replace(/constraints:[\s\S]*$/, ''));
    const dropped = await generate(pathsOf(root), { check: false });
    expect(migration(root, dropped.migration!)).toContain('DROP TRIGGER IF EXISTS rooms_annex_of_capacity ON rooms;\nDROP FUNCTION IF EXISTS rooms_annex_of_capacity();');
    expect(migration(root, dropped.migration!)).toContain('DROP TRIGGER IF EXISTS rooms_annex_of_capacity_limit ON rooms;');
    // rows in any of several states take a place (an application from its offer on); with waiting rows, one state
    edit(root, 'screens/rooms.yaml', (text) => text.concat('constraints:\n  - capacity: { of: annex_of, limit: seats, counting: { state: [1, 3] } }\n    message: fields.name\n'));
    const several = migration(root, (await generate(pathsOf(root), { check: false })).migration!);
    expect(several).toContain('AND coalesce(NEW.state IN (1, 3), false) AND (TG_OP = \'INSERT\' OR NOT coalesce(OLD.state IN (1, 3), false)');
    expect(several).toContain('SELECT count(*) INTO taken FROM rooms WHERE annex_of = NEW.annex_of AND rooms.state IN (1, 3);');
    edit(root, 'screens/rooms.yaml', (text) => text.replace('counting: { state: [1, 3] }', 'counting: { state: [1, 3] }, waiting: { state: 2 }'));
    expect((await generate(pathsOf(root), { check: false })).problems.map((problem) => problem.code)).toEqual(['AULA-E005']);
  });

  it('keeps what a workflow\'s locked states lock as triggers refusing the writes of its rows while their record is locked, and drops them when the lock goes', async () => {
    const root = fixtureProject();
    write(root, 'screens/buildings.yaml', [
      'screen: buildings', 'title: screens.rooms.title', 'permission: rooms.index', 'endpoint: /buildings', 'table: buildings', 'recordTitle: [name]',
      'columns:', '  - { key: name, label: fields.name }',
      'fields:', '  - { key: name, label: fields.name, kind: text, required: true }', '  - { key: floors, label: fields.seats, kind: integer }',
      'workflow:', '  field: state', '  states:', '    - { id: draft, label: fields.name, edit: true }', '    - { id: booked, label: fields.seats }',
      '    - { id: reopened, label: fields.seats, edit: rooms.index }',
      '  transitions:', '    - { id: book, label: fields.name, from: [draft, reopened], to: booked }', '    - { id: reopen, label: fields.name, from: [booked], to: reopened }',
      '  locks:', '    message: fields.name', '    screens:', '      - { screen: rooms }', '      - { screen: buildings, fields: [floors] }',
    ]);
    const added = await generate(pathsOf(root), { check: false });
    expect(added.problems).toEqual([]);
    const sql = migration(root, added.migration!);
    // a room of the building: added, removed, moved or changed in any field while the building is booked (not reopened)
    expect(sql).toContain('IF TG_OP = \'UPDATE\' AND (NEW.name, NEW.seats, NEW.building_id, NEW.phone, NEW.plan) IS NOT DISTINCT FROM (OLD.name, OLD.seats, OLD.building_id, OLD.phone, OLD.plan) THEN');
    expect(sql).toContain('SELECT * FROM buildings r WHERE r.id IN (OLD.building_id, NEW.building_id) ORDER BY r.id FOR KEY SHARE');
    expect(sql).toContain("IF held.state IN ('booked') THEN");
    expect(sql).toContain("USING ERRCODE = 'object_not_in_prerequisite_state', CONSTRAINT = 'rooms_state_lock', TABLE = 'rooms',");
    expect(sql).toContain("DETAIL = jsonb_build_object('id', held.id, 'state', held.state, 'title', jsonb_build_array(held.name))::text;");
    expect(sql).toContain('CREATE TRIGGER rooms_state_lock AFTER INSERT OR UPDATE OR DELETE ON rooms FOR EACH ROW EXECUTE FUNCTION rooms_state_lock();');
    // the building itself: its floors, or its deletion; its state moves
    expect(sql).toContain("IF TG_OP = 'UPDATE' AND (NEW.floors) IS NOT DISTINCT FROM (OLD.floors) THEN");
    expect(sql).toContain("IF OLD.state IN ('booked') THEN");
    expect(sql).toContain('CREATE TRIGGER buildings_state_lock AFTER UPDATE OR DELETE ON buildings FOR EACH ROW EXECUTE FUNCTION buildings_state_lock();');
    edit(root, 'screens/buildings.yaml', (text) => text.replace(/  locks:[\s\S]*$/, ''));
    const dropped = await generate(pathsOf(root), { check: false });
    expect(migration(root, dropped.migration!)).toContain('DROP TRIGGER IF EXISTS rooms_state_lock ON rooms;\nDROP FUNCTION IF EXISTS rooms_state_lock();');
    expect(migration(root, dropped.migration!)).toContain('DROP TRIGGER IF EXISTS buildings_state_lock ON buildings;');
  });

  it('keeps a noOverlap constraint over a key of several values by their overlap, with intarray, each extension made once', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - { key: wings, label: fields.name, kind: lookupMany, lookup: buildings }', '  - { key: day, label: fields.seats, kind: integer }',
      '  - { key: opens, label: fields.name, kind: time }', '  - { key: closes, label: fields.name, kind: time }',
      'constraints:', '  - noOverlap: { key: wings, day: day, from: opens, to: closes }', '    message: fields.name',
      '  - noOverlap: { key: building_id, day: day, from: opens, to: closes }', '    message: fields.name', '',
    ].join('\n')));
    const added = await generate(pathsOf(root), { check: false });
    expect(added.problems).toEqual([]);
    const sql = migration(root, added.migration!);
    expect(sql).toContain('CREATE EXTENSION IF NOT EXISTS intarray SCHEMA public;');
    // made once, however many constraints need it
    expect(sql.split('CREATE EXTENSION IF NOT EXISTS btree_gist').length).toBe(2);
    expect(sql).toContain('ADD CONSTRAINT rooms_building_id_no_overlap EXCLUDE USING gist (building_id WITH =,');
    expect(sql).toContain('ADD CONSTRAINT rooms_wings_no_overlap EXCLUDE USING gist (wings public.gist__int_ops WITH OPERATOR(public.&&), day WITH =,');
  });

  it('keeps a noOverlap constraint over a repeat field\'s parts on their table, with a copy of the record\'s fields it names kept by two triggers', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - { key: wings, label: fields.name, kind: lookupMany, lookup: buildings }', '  - { key: from_day, label: fields.name, kind: date }',
      '  - key: slots', '    label: fields.name', '    kind: repeat', '    fields:',
      '      - { key: day, label: fields.seats, kind: integer }', '      - { key: opens, label: fields.name, kind: time }', '      - { key: closes, label: fields.name, kind: time }',
      'constraints:', '  - noOverlap: { part: slots, key: wings, day: day, from: opens, to: closes, during: [from_day, from_day] }', '    message: fields.name', '',
    ].join('\n')));
    const added = await generate(pathsOf(root), { check: false });
    expect(added.problems).toEqual([]);
    const sql = migration(root, added.migration!);
    expect(sql).toContain("ALTER TABLE rooms_slots ADD COLUMN IF NOT EXISTS wings integer[] NOT NULL DEFAULT '{}';");
    expect(sql).toContain('ALTER TABLE rooms_slots ADD COLUMN IF NOT EXISTS from_day date;');
    expect(sql).toContain('ALTER TABLE rooms_slots ADD CONSTRAINT rooms_slots_wings_no_overlap EXCLUDE USING gist (wings public.gist__int_ops WITH OPERATOR(public.&&), day WITH =,');
    expect(sql).toContain('SELECT r.wings, r.from_day INTO NEW.wings, NEW.from_day FROM rooms r WHERE r.id = NEW.parent_id;');
    expect(sql).toContain('CREATE TRIGGER rooms_slots_from_record_trigger BEFORE INSERT OR UPDATE ON rooms_slots FOR EACH ROW');
    expect(sql).toContain('UPDATE rooms_slots SET wings = NEW.wings, from_day = NEW.from_day WHERE parent_id = NEW.id;');
    expect(sql).toContain('CREATE TRIGGER rooms_to_slots_trigger AFTER UPDATE ON rooms FOR EACH ROW');
    // a part on one date: its day that date's weekday, its period that day
    edit(root, 'screens/rooms.yaml', (text) => text.replace("      - { key: day, label: fields.seats, kind: integer }", "      - { key: day, label: fields.seats, kind: integer }\n      - { key: once, label: fields.name, kind: date }")
      .replace('during: [from_day, from_day] }', 'during: [from_day, from_day], date: once }'));
    const dated = migration(root, (await generate(pathsOf(root), { check: false })).migration!);
    expect(dated).toContain("(coalesce((((once - DATE '2001-01-01') % 7 + 7) % 7 + 1), day)) WITH =");
    expect(dated).toContain("daterange(coalesce(once, from_day), coalesce(once, from_day), '[]') WITH &&");
    // a part's field of the name is the part's own: nothing to copy
    edit(root, 'screens/rooms.yaml', (text) => text.replace('key: wings, day: day', 'key: day, day: day').replace(', during: [from_day, from_day]', ''));
    const own = migration(root, (await generate(pathsOf(root), { check: false })).migration!);
    expect(own).toContain('DROP TRIGGER IF EXISTS rooms_to_slots_trigger ON rooms;');
    expect(own).toContain('ALTER TABLE rooms_slots DROP COLUMN IF EXISTS wings;');
  });

  it('fails --check when the screens changed their tables and no migration says so', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text.replace('  - { key: phone, label: fields.phone, kind: phone }', '  - { key: phone, label: fields.phone, kind: phone }\n  - { key: floor, label: fields.seats, kind: integer }'));
    const checked = await generate(pathsOf(root), { check: true });
    expect(checked.migration).toBe('server/db/migrations/0002_rooms.sql');
    expect(checked.changed).toContain('server/db/migrations/schema.json');
    await generate(pathsOf(root), { check: false });
    expect(migration(root, 'server/db/migrations/0002_rooms.sql')).toContain('ALTER TABLE rooms ADD COLUMN IF NOT EXISTS floor integer;');
    expect((await generate(pathsOf(root), { check: true })).changed).toEqual([]);
  });

  it('names a field renamed from a column that does not exist, and a kind no value converts to (AULA-E901)', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('{ key: phone, label: fields.phone, kind: phone }', '{ key: telephone, label: fields.phone, kind: phone, renamedFrom: mobile }')
      .replace('{ key: seats, label: fields.seats, kind: integer }', '{ key: seats, label: fields.seats, kind: date }'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:24:70 AULA-E901', 'screens/rooms.yaml:22:46 AULA-E901']);
  });
});

describe('--check', () => {
  it('passes on fresh output and reports an edited, a missing and a stale generated file', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    expect((await generate(pathsOf(root), { check: true })).changed).toEqual([]);
    edit(root, 'src/generated/routes.ts', (text) => `${text}\nexport const extra = 1;\n`);
    rmSync(join(root, 'src/generated/sidebar.ts'));
    writeFileSync(join(root, 'src/generated/screens/old.ts'), 'export {};\n');
    expect((await generate(pathsOf(root), { check: true })).changed).toEqual([
      'src/generated/routes.ts',
      'src/generated/screens/old.ts',
      'src/generated/sidebar.ts',
    ]);
    expect(readFileSync(join(root, 'src/generated/routes.ts'), 'utf8')).toContain('export const extra = 1;');
  });
});
