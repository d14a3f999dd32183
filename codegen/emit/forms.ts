// The browser's form modules, each loaded only when its form opens: the form's JSON Schema and uiSchema, and its
// validator precompiled by Ajv (so the browser carries no Ajv and evaluates no code).
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { VariableDeclarationKind } from 'ts-morph';
import type { FieldModel, JsonSchema, ScreenModel } from '../../contract/model';
import type { LookupSource } from '../load/sources';
import { camelName, conditionIds, uiSchema } from '../compile/form';
import { Memo } from '../core/memo';
import { actionForms, hasForm } from './browser';
import { GeneratedFile, HEADER } from './file';
import { literal } from './literal';

/** A form the browser draws: a screen's, or an action's own (`<screen>-<action>`), with the screen it belongs to. */
export interface FormToEmit {
  name: string;
  screen: string;
  schema: JsonSchema;
  fields: readonly FieldModel[];
  sections?: ScreenModel['sections'];
  /** a page's form (view form, the public forms), drawn without rjsf: its module carries the validator alone */
  page: boolean;
}

/** Every form of the screens: the screens' own, then their actions' own. */
export function formsOf(models: readonly ScreenModel[]): FormToEmit[] {
  return [
    ...models.filter(hasForm).map((model) => ({ name: model.name, screen: model.name, schema: model.schema ?? {}, fields: model.fields, sections: model.sections, page: model.view === 'form' })),
    ...models.flatMap((model) => actionForms(model).map(({ name, action }) => ({ name, screen: model.name, schema: action.schema ?? {}, fields: action.fields ?? [], page: false }))),
  ];
}

export function formModule(form: FormToEmit, lookups: Record<string, LookupSource>): GeneratedFile {
  if (form.page) return pageFormModule(form, lookups);
  const camel = camelName(form.name);
  const file = new GeneratedFile(`src/generated/forms/${form.name}.ts`, `screens/${form.screen}.yaml`);
  file.addImportDeclaration({ moduleSpecifier: '@rjsf/validator-ajv8', namedImports: ['createPrecompiledValidator'] });
  file.addImportDeclaration({ moduleSpecifier: '@rjsf/utils', namedImports: ['RJSFSchema', 'UiSchema'], isTypeOnly: true });
  file.addImportDeclaration({ moduleSpecifier: '../../runtime/core/screen', namedImports: ['FormModule'], isTypeOnly: true });
  file.addImportDeclaration({ moduleSpecifier: `./${form.name}.validator.js`, namespaceImport: 'validateFunctions' });
  file.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, isExported: true, declarations: [{ name: `${camel}FormSchema`, type: 'RJSFSchema', initializer: file.initializer(literal(form.schema)) }] });
  file.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, isExported: true, declarations: [{ name: `${camel}UiSchema`, type: 'UiSchema', initializer: file.initializer(literal(uiSchema(form.fields, form.sections, lookups))) }] });
  file.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: 'form', type: 'FormModule', initializer: file.initializer(`{\n  schema: ${camel}FormSchema,\n  uiSchema: ${camel}UiSchema,\n  validator: createPrecompiledValidator(validateFunctions, ${camel}FormSchema),\n}`) }],
  });
  file.addExportAssignment({ isExportEquals: false, expression: 'form' });
  return file;
}

/** A page's form module: the schema, the uiSchema and the precompiled validator, with nothing of rjsf. */
function pageFormModule(form: FormToEmit, lookups: Record<string, LookupSource>): GeneratedFile {
  const file = new GeneratedFile(`src/generated/forms/${form.name}.ts`, `screens/${form.screen}.yaml`);
  const validate = String(form.schema.$id);
  file.addImportDeclaration({ moduleSpecifier: '../../runtime/core/screen', namedImports: ['PageFormModule'], isTypeOnly: true });
  file.addImportDeclaration({ moduleSpecifier: `./${form.name}.validator.js`, namedImports: [validate] });
  const module = `{\n  schema: ${literal(form.schema, '  ')},\n  uiSchema: ${literal(uiSchema(form.fields, form.sections, lookups), '  ')},\n  validate: ${validate},\n}`;
  file.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, declarations: [{ name: 'form', type: 'PageFormModule', initializer: file.initializer(module) }] });
  file.addExportAssignment({ isExportEquals: false, expression: 'form' });
  return file;
}

/**
 * @rjsf/validator-ajv8's own Ajv options (its AJV_CONFIG), repeated here because importing that module pulls
 * all of @rjsf/utils into the codegen's start-up.
 */
const RJSF_AJV_OPTIONS = { allErrors: true, multipleOfPrecision: 8, strict: false, verbose: true, discriminator: false } as const;

const validators = new Memo<{ code: string; declaration: string }>();

/**
 * A form's validator as an ES module, from an Ajv instance of its own set up as @rjsf/validator-ajv8 sets up its
 * own, so it is made again only when its schema changes. Lengths count UTF-16 units (`unicode: false`; Georgian is
 * all in the basic plane) and dates are patterns, so the code needs no runtime require() that bundlers and Node would
 * resolve differently.
 */
export function validatorModule(form: Pick<FormToEmit, 'name' | 'screen' | 'schema'>): { code: string; declaration: string } {
  return validators.get(`${form.name}\0${JSON.stringify(form.schema)}`, () => {
    const ajv = new Ajv({ ...RJSF_AJV_OPTIONS, unicode: false, logger: false, code: { esm: true, lines: true, source: true } });
    addFormats(ajv);
    ajv.addSchema(form.schema);
    const id = String(form.schema.$id);
    const exported = [id, ...conditionIds(form.schema)];
    const raw = standaloneCode(ajv, Object.fromEntries(exported.map((name) => [name, name])));
    if (raw.includes('require(')) throw new Error(`the validator of screens/${form.screen}.yaml needs a runtime module; use a field kind without a format function`);
    const header = HEADER(`screens/${form.screen}.yaml`);
    return {
      code: `${header}/* eslint-disable */\n${raw.replace(/^"use strict";/, '').trim()}\n`,
      declaration: `${header}import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';\n\n${exported.map((name) => `export declare const ${name}: CompiledValidateFunction;\n`).join('')}`,
    };
  });
}
