// `npm run gen`: validate screens/ and emit src/generated/ and server/generated/. See the README.
// loaded before v8-compile-cache: the prettier it brings calls import(), which code compiled through the cache cannot
import 'json-schema-to-typescript';
import 'v8-compile-cache';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { formatProblem, generate } from './generate';
import { projectPaths } from './load';
import { writeStarterScreen } from './scaffold';

const program = new Command()
  .name('gen')
  .description('Validate the YAML screen definitions and emit the typed modules the app and the API run on.')
  .option('--check', 'change nothing; exit 1 when the committed output differs from what the YAML produces')
  .option('--root <dir>', 'the project folder', process.cwd())
  .option('--screens <dir>', 'the folder of screen definitions (default: <root>/screens)')
  .action(async (options: { check?: boolean; root: string; screens?: string }) => {
    const started = performance.now();
    const root = resolve(options.root);
    const paths = projectPaths(root, options.screens ? resolve(options.screens) : undefined);
    const result = await generate(paths, { check: options.check ?? false });
    if (result.problems.length > 0) {
      for (const problem of result.problems) console.error(formatProblem(problem));
      console.error(`\n${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in the screen definitions; nothing was generated.`);
      process.exitCode = 1;
      return;
    }
    const took = `${Math.round(performance.now() - started)} ms`;
    if (options.check) {
      if (result.migration) {
        console.error(`The screens changed their tables and no migration says so: run npm run gen, review ${result.migration} and commit it.`);
        process.exitCode = 1;
      } else if (result.changed.length > 0) {
        console.error(`Generated files differ from screens/ (run npm run gen and commit):\n${result.changed.map((path) => `  ${path}`).join('\n')}`);
        process.exitCode = 1;
      } else {
        console.log(`Generated files match screens/ (${took}).`);
      }
      return;
    }
    console.log(result.changed.length > 0 ? `Wrote ${result.changed.length} file(s) in ${took}:\n${result.changed.map((path) => `  ${path}`).join('\n')}` : `Nothing to change (${took}).`);
    if (result.migration) console.log(`The screens changed their tables: review ${result.migration} before committing it.`);
  });

program
  .command('new <name>')
  .description('write a starter screens/<name>.yaml that passes the checks once its labels are in both locales')
  .action((name: string) => {
    const root = resolve(program.opts<{ root: string }>().root);
    try {
      const file = writeStarterScreen(projectPaths(root).screens, name);
      console.log(`Wrote ${file}. Add its labels (screens.${name}.title, screens.${name}.add) to locales/ka.json and locales/en.json, then run npm run gen.`);
    } catch (error) {
      console.error((error as Error).message);
      process.exitCode = 1;
    }
  });

await program.parseAsync();
