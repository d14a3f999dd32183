// The DSL's types for TypeScript, from the JSON Schemas that define the DSL (schemas/), so that the codegen, the
// runtime and the server read a screen definition through types nobody keeps by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { IndentationText, Project, QuoteKind, ts } from 'ts-morph';
import type { Paths } from '../load';
import { Memo } from '../core/memo';

/** The schemas the types come from, each with the name of its root type. */
const SCHEMAS = [['screen.schema.json', 'ScreenFile'], ['lookups.schema.json', 'LookupsFile'], ['sidebar.schema.json', 'SidebarFile']] as const;

export const DSL_TYPES = 'contract/generated/dsl.ts';

const made = new Memo<Promise<string>>(4);

/** contract/generated/dsl.ts: every schema's types, formatted as the rest of the generated code. */
export function dslTypes(paths: Paths, header: string): Promise<string> {
  const texts = SCHEMAS.map(([file]) => readFileSync(join(paths.schemas, file), 'utf8'));
  return made.get(JSON.stringify([paths.schemas, header, texts]), () => typesOf(paths, header, texts));
}

async function typesOf(paths: Paths, header: string, texts: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const [index, [, name]] of SCHEMAS.entries()) {
    const schema = JSON.parse(texts[index]) as JSONSchema;
    // the root type is named for the file; the definitions by their keys
    const { title: _title, ...untitled } = schema;
    parts.push(await compile({ ...untitled, title: name }, name, { bannerComment: '', additionalProperties: false, format: false, cwd: paths.schemas }));
  }
  const project = new Project({ useInMemoryFileSystem: true, manipulationSettings: { quoteKind: QuoteKind.Single, indentationText: IndentationText.TwoSpaces } });
  const source = project.createSourceFile('dsl.ts', parts.join('\n'));
  source.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: ts.SemicolonPreference.Insert });
  return `${header}\n${source.getFullText().replace(/"([^"\\\n]*)"/g, "'$1'")}`;
}
