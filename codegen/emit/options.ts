// The fixed options of the lookup lists, by name: what the server's domains compare a stored state with
// (options.registrationStates.registered) instead of a number copied from screens/lookups.yaml. A name is the last part
// of the option's label, as a screen names a state (codegen/load/states.ts); an option without a label has no name.
import { VariableDeclarationKind } from 'ts-morph';
import type { Registry } from '../../contract/model';
import { optionName } from '../../contract/labels';
import { GeneratedFile } from './file';
import { literal } from './literal';

export function optionsModule(lookups: Registry['lookups']): GeneratedFile {
  const named: Record<string, Record<string, string | number>> = {};
  for (const [name, lookup] of Object.entries(lookups)) {
    const options = (lookup.options ?? []).filter((option) => option.label !== undefined);
    if (options.length > 0) named[name] = Object.fromEntries(options.map((option) => [optionName(option.label!), option.id]));
  }
  const file = new GeneratedFile('contract/generated/options.ts', 'screens/lookups.yaml');
  file.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true,
    docs: ['Each lookup list of fixed options: its options\' stored ids by name.'],
    declarations: [{ name: 'options', initializer: `${file.initializer(literal(named))} as const` }],
  });
  return file;
}
