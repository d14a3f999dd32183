// `npm run backup [-- --to <file>]` and `npm run restore -- <file>`: the database and the uploaded files in one
// .tar.gz, and back (server/backup.ts). Stop Aula first when it runs on the embedded database.
import path from 'node:path';
import { Command } from 'commander';
import { readConfig } from './core/config';
import { backup, restore } from './backup';

function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

async function report(work: () => Promise<string>): Promise<void> {
  try {
    console.log(await work());
  } catch (error) {
    console.error(`Aula: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

const program = new Command('aula-backup').description('Back up Aula\'s database and uploaded files, or restore them.');

program.command('backup')
  .description('write the database (a pg_dump SQL file) and the uploaded files to one .tar.gz')
  .option('--to <file>', 'where to write it (default: backups/aula-<date>-<time>.tar.gz)')
  .action((options: { to?: string }) => report(async () => {
    const file = path.resolve(options.to ?? path.join('backups', `aula-${stamp(new Date())}.tar.gz`));
    const { manifest, bytes } = await backup(readConfig(), file);
    return `Backed up the ${manifest.engine} database (${manifest.migrations.length} migrations) and ${manifest.files} files to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`;
  }));

program.command('restore <file>')
  .description('restore a backup into an empty data directory (or, with DATABASE_URL, an empty database)')
  .action((file: string) => report(async () => {
    const manifest = await restore(readConfig(), path.resolve(file));
    return `Restored the backup of ${manifest.created_at} (${manifest.engine}, ${manifest.files} files). Start Aula as usual.`;
  }));

await program.parseAsync();
