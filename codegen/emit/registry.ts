// The server's registry: one module per screen (its model less what only the browser reads), and an index that
// gathers them with the lookup lists and the permissions.
import { VariableDeclarationKind } from 'ts-morph';
import type { Registry } from '../../contract/model';
import { camelName } from '../compile/form';
import { GeneratedFile, propertyKey } from './file';
import { literal } from './literal';

export function registryModules(registry: Registry): GeneratedFile[] {
  const names = Object.keys(registry.screens);
  const modules = names.map((name) => {
    const file = new GeneratedFile(`server/generated/registry/${name}.ts`, `screens/${name}.yaml`);
    file.addImportDeclaration({ moduleSpecifier: '../../../contract/model', namedImports: ['ServerScreen'], isTypeOnly: true });
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const, isExported: true,
      declarations: [{ name: `${camelName(name)}Screen`, type: 'ServerScreen', initializer: file.initializer(literal(registry.screens[name])) }],
    });
    return file;
  });
  const index = new GeneratedFile('server/generated/registry/index.ts', 'screens/');
  index.addImportDeclaration({ moduleSpecifier: '../../../contract/model', namedImports: ['Registry'], isTypeOnly: true });
  for (const name of names) index.addImportDeclaration({ moduleSpecifier: `./${name}`, namedImports: [`${camelName(name)}Screen`] });
  const screens = `{\n${names.map((name) => `  ${propertyKey(name)}: ${camelName(name)}Screen,`).join('\n')}\n}`;
  index.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true,
    declarations: [{ name: 'registry', type: 'Registry', initializer: index.initializer(`{\n  screens: ${screens.replace(/\n/g, '\n  ')},\n  lookups: ${literal(registry.lookups, '  ')},\n  permissions: ${literal(registry.permissions, '  ')},\n}`) }],
  });
  return [...modules, index];
}
