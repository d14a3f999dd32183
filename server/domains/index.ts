// The domains' hooks into the generic read and write paths, in the order they run (server/kernel/hooks.ts).
import type { Registry } from '../../contract/model';
import type { Sessions } from '../auth/sessions';
import { Hooks } from '../kernel/hooks';
import { accessHooks } from './access/hooks';
import { academicRecordHooks } from './academic/record';

export function domainHooks(registry: Registry, sessions: Sessions): Hooks {
  return new Hooks([accessHooks(registry, sessions), academicRecordHooks()]);
}
