// `npm run gen`: validate screens/ and emit src/generated/ and server/generated/. See docs/screens.md.
// loaded before v8-compile-cache: the prettier it brings calls import(), which code compiled through the cache cannot
import 'json-schema-to-typescript';
import 'v8-compile-cache';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { generate } from './pipeline';
import { formatProblem } from './core/problems';
import { loadDefinitions, projectPaths, readSchema } from './load';
import { dslStats, statsText } from './stats';
import { writeStarterScreen } from './scaffold';
import { watchDefinitions } from './watch';

/** One run: generate (or check), and say what came of it; answers whether it succeeded. */
async function run(paths: ReturnType<typeof projectPaths>, check: boolean): Promise<boolean> {
  const started = performance.now();
  const result = await generate(paths, { check, fix: true });
  for (const problem of result.mended ?? []) console.log(`Mended ${problem.file}:${problem.line}:${problem.column}: ${problem.fix!.from} → ${problem.fix!.to} (${problem.code})`);
  if (result.problems.length > 0) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`\n${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in the screen definitions; nothing was generated.`);
    return false;
  }
  const took = `${Math.round(performance.now() - started)} ms`;
  if (check) {
    if (result.migration) {
      console.error(`The screens changed their tables and no migration says so: run npm run gen, review ${result.migration} and commit it.`);
      return false;
    }
    if (result.changed.length > 0) {
      console.error(`Generated files differ from screens/ (run npm run gen and commit):\n${result.changed.map((path) => `  ${path}`).join('\n')}`);
      return false;
    }
    console.log(`Generated files match screens/ (${took}).`);
    return true;
  }
  console.log(result.changed.length > 0 ? `Wrote ${result.changed.length} file(s) in ${took}:\n${result.changed.map((path) => `  ${path}`).join('\n')}` : `Nothing to change (${took}).`);
  if (result.migration) console.log(`The screens changed their tables: review ${result.migration} before committing it.`);
  return true;
}

/** Generates again whenever a file of screens/, locales/ or schemas/ is saved, for those who run the API elsewhere. */
function watch(paths: ReturnType<typeof projectPaths>): void {
  let running = Promise.resolve();
  watchDefinitions(paths, () => {
    running = running.then(async () => {
      await run(paths, false);
      console.log('Watching screens/, locales/ and schemas/ …');
    });
  });
  console.log('Watching screens/, locales/ and schemas/ …');
}

const program = new Command()
  .name('gen')
  .description('Validate the YAML screen definitions and emit the typed modules the app and the API run on.')
  .option('--check', 'change nothing; exit 1 when the committed output differs from what the YAML produces')
  .option('--watch', 'after generating, generate again whenever screens/, locales/ or schemas/ change')
  .option('--stats', 'change nothing; print how many keys the DSL has and how many screens set each')
  .option('--root <dir>', 'the project folder', process.cwd())
  .option('--screens <dir>', 'the folder of screen definitions (default: <root>/screens)')
  .action(async (options: { check?: boolean; watch?: boolean; stats?: boolean; root: string; screens?: string }) => {
    const root = resolve(options.root);
    const paths = projectPaths(root, options.screens ? resolve(options.screens) : undefined);
    if (options.stats) {
      const { definitions, problems } = loadDefinitions(paths);
      for (const problem of problems) console.error(formatProblem(problem));
      if (definitions) console.log(statsText(dslStats(readSchema(paths, 'screen.schema.json'), definitions)));
      else process.exitCode = 1;
      return;
    }
    const ok = await run(paths, options.check ?? false);
    if (options.watch && !options.check) watch(paths);
    else if (!ok) process.exitCode = 1;
  });

program
  .command('views')
  .description("list the views shared with a role that no index serves (read from Aula's database, as DATABASE_URL or DATA_DIR say), each with the commonLists entry that would index it")
  .action(async () => {
    // the database is the server's: read through its own modules, loaded only for this command
    const [{ readConfig }, { openDatabase }, { unindexedViews }] = await Promise.all([
      import('../server/core/config'), import('../server/db/database'), import('../server/list-views/unindexed'),
    ]);
    const db = await openDatabase({ ...readConfig(), poolSize: 1 });
    try {
      const views = await unindexedViews(db);
      if (views.length === 0) console.log('Every shared view is served by an index.');
      for (const view of views) console.log(`screens/${view.screen}.yaml: the view "${view.name}" (role ${view.role}) reads the whole table; add to commonLists: - ${view.commonList}`);
    } catch (error) {
      console.error(`The views could not be read: ${(error as Error).message}`);
      process.exitCode = 1;
    } finally {
      await db.close();
    }
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
