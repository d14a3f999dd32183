// A generated module: its statements collected as ts-morph structures and printed once, with the header that says
// where to edit instead; printed modules are kept by what they are made of, so a run makes again only what changed.
import {
  IndentationText, Project, QuoteKind, StructureKind,
  type ExportAssignmentStructure, type ImportDeclarationStructure,
  type OptionalKind, type StatementStructures, type VariableStatementStructure,
} from 'ts-morph';
import { Memo } from '../core/memo';
import { literal } from './literal';

export const HEADER = (source: string) => `// generated — edit ${source} instead. Run \`npm run gen\` after changing it.\n`;

/**
 * A generated file's statements. Printing a whole structure is far faster than editing a source file statement by
 * statement. Multi-line initializers stand in the structures as placeholders, because the printer would give their
 * lines a hanging indent; `expand` puts them back into the printed text.
 */
export class GeneratedFile {
  readonly statements: (string | StatementStructures)[] = [];
  private readonly initializers: string[] = [];
  readonly header: string;
  constructor(readonly path: string, source: string) {
    this.header = HEADER(source);
  }
  /** A placeholder for the printed initializer text (literal(...) output or code of the same layout). */
  initializer(text: string): string {
    this.initializers.push(text);
    return `__initializer${this.initializers.length - 1}__`;
  }
  /** Everything the printed module is made of: it prints the same text whenever this is the same. */
  key(): string {
    return JSON.stringify([this.path, this.header, this.statements, this.initializers]);
  }
  expand(printed: string): string {
    return printed
      .replace(/__initializer(\d+)__/g, (_, index: string) => this.initializers[Number(index)])
      .replace(/^(import .*\n)(?!import |\n)/m, '$1\n');
  }
  addImportDeclaration(structure: OptionalKind<ImportDeclarationStructure>): void {
    this.statements.push({ kind: StructureKind.ImportDeclaration, ...structure });
  }
  addVariableStatement(structure: OptionalKind<VariableStatementStructure>): void {
    this.statements.push({ kind: StructureKind.VariableStatement, ...structure });
  }
  addExportAssignment(structure: OptionalKind<ExportAssignmentStructure>): void {
    this.statements.push({ kind: StructureKind.ExportAssignment, ...structure });
  }
}

const printedModules = new Memo<string>();
let project: Project | undefined;

/** The in-memory project that prints the modules' statements, made once. */
function printer(): Project {
  project ??= new Project({ useInMemoryFileSystem: true, manipulationSettings: { quoteKind: QuoteKind.Single, indentationText: IndentationText.TwoSpaces } });
  return project;
}

/** A module's text, printed from its statements (or as it was printed before, for the same statements). */
export function printed(file: GeneratedFile): string {
  return printedModules.get(file.key(), () => {
    const source = printer().createSourceFile(file.path, { statements: file.statements }, { overwrite: true });
    return `${file.header}\n${file.expand(source.getFullText())}`;
  });
}

/** A name as a key of an object literal: bare where it can be, quoted where it cannot (a screen's dashes). */
export const propertyKey = (name: string): string => literal(name).replace(/^'([a-z][A-Za-z0-9]*)'$/, '$1');
