// `npm run seed -- --students 100000`: prepare the database (migrations, first administrator,
// demo data) and fill the students register to benchmark scale.
import { Command } from 'commander';
import { readConfig } from './core/config';
import { registry } from './generated/registry';
import { prepareDatabase } from './server';
import { fillStudents } from './seed/bulk';

const program = new Command('seed')
  .description('Prepare the database and fill the students register to the given size.')
  .option('--students <count>', 'how many students the register should hold', (value) => Number.parseInt(value, 10), 0)
  .parse();
const { students } = program.opts<{ students: number }>();

const config = readConfig();
const started = Date.now();
const db = await prepareDatabase(config, registry);
try {
  const added = await fillStudents(db, students, (done) => process.stdout.write(`\r${done} students added`));
  if (added > 0) process.stdout.write('\n');
  console.log(`Seeded ${db.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${added} students added.`);
} finally {
  await db.close();
}
