// The database's SQL emitted from the project's model (codegen/emit/schema.ts): what each table holds comes from the
// screens' models and the storage part of the project's model, never from the YAML.
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../../codegen/pipeline';
import { desiredSchema } from '../../../codegen/emit/schema';
import { edit, fixtureProject, pathsOf } from './project';

const projectOf = (root: string) => {
  const { project, problems } = compileProject(pathsOf(root));
  expect(problems).toEqual([]);
  return project!;
};

describe('the schema emitted from the project\'s model', () => {
  it('gives a table the columns of its screen\'s fields and the indexes of its sorts, searches and filters', () => {
    const { state, sources } = desiredSchema(projectOf(fixtureProject()));
    expect(Object.keys(state.tables.rooms.columns)).toEqual(['id', 'created_at', 'updated_at', 'name', 'seats', 'building_id', 'phone', 'plan']);
    expect(state.tables.rooms.indexes).toMatchObject({
      rooms_name_id_idx: '(name, id)', rooms_seats_id_idx: '(seats, id)', rooms_lower_name_idx: '(lower(name) text_pattern_ops)', rooms_building_id_idx: '(building_id)', rooms_plan_idx: '(plan) WHERE plan IS NOT NULL',
    });
    expect(sources.get('rooms.phone')).toEqual({ screen: 'rooms', index: 3 });
  });

  it('indexes a common list (and no filter it leads with), a workflow\'s state and its lock from what the compile stage derived', () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      'commonLists:', '  - { filters: [building_id], sort: -seats }',
      'recordTitle: [name]',
      'workflow:', '  field: status',
      '  states:', '    - { id: open, label: fields.name, edit: rooms.index }', '    - { id: shut, label: fields.seats }',
      '  transitions:', '    - { id: shut, from: [open], to: shut, label: fields.name, permission: rooms.index }',
      '  locks: { message: fields.name, screens: [{ screen: rooms, fields: [seats] }] }', '',
    ].join('\n')));
    const project = projectOf(root);
    expect(project.storage.commonLists.rooms).toEqual([{ columns: ['building_id'], sort: 'seats' }]);
    expect(project.storage.locks).toEqual([{ table: 'rooms', fields: ['seats'], record: { table: 'rooms', field: 'status', locking: ['shut'], title: ['name'] } }]);
    const { indexes, columns } = desiredSchema(project).state.tables.rooms;
    expect(indexes.rooms_building_id_seats_id_idx).toBe('(building_id, seats, id)');
    // the filter's own index goes: the common list's leads with its column and reads whatever it would
    expect(indexes.rooms_building_id_idx).toBeUndefined();
    expect(columns.status).toBe(`text COLLATE "C" NOT NULL DEFAULT 'open'`);
    expect(indexes.rooms_status_lock).toMatch(/^TRIGGER AFTER UPDATE OR DELETE\n[\s\S]*IF OLD\.status IN \('shut'\) THEN/);
    expect(indexes.rooms_status_lock).toContain(`jsonb_build_array(OLD.name)`);
  });

  it('indexes a search\'s first two columns together, leading with the first, whose own index goes', () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('searchIn: [name]', 'searchIn: [name, phone]'));
    const { indexes } = desiredSchema(projectOf(root)).state.tables.rooms;
    expect(indexes.rooms_lower_name_lower_phone_idx).toBe('(lower(name) text_pattern_ops, lower(phone) text_pattern_ops)');
    expect(indexes.rooms_lower_phone_idx).toBe('(lower(phone) text_pattern_ops)');
    expect(indexes.rooms_lower_name_idx).toBeUndefined();
  });
});
