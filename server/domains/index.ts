// The domains as the server takes them: their hooks into the generic read and write paths, by the names the screens
// give them (server/kernel/hooks.ts), and what they implement of the catalogue (server/kernel/catalogue.ts).
import type { Registry } from '../../contract/model';
import type { SessionStore } from '../core/ports';
import { Hooks } from '../kernel/hooks';
import type { DomainCatalogue } from '../kernel/catalogue';
import { operations, publicOperations } from './operations';
import { axisReaders, readers, scaleReaders } from './readers';
import { moveRecord } from './rows/moves';
import { accessHooks } from './access/hooks';
import { academicRecordHooks } from './academic/record';
import { admissionHooks } from './applicants/admissions';
import { privacyHooks } from './privacy/hooks';
import { careerHooks } from './career/hooks';
import { documentRequestHooks } from './documents/requests';
import type { Mailer } from '../mail/mailer';
import type { Locales } from '../core/i18n';

export function domainHooks(registry: Registry, sessions: SessionStore, mailer: Mailer, locales: Locales, timeZone: string): Hooks {
  return new Hooks({
    access: accessHooks(registry, sessions), privacy: privacyHooks(), academicRecord: academicRecordHooks(), admissions: admissionHooks(mailer),
    career: careerHooks(), documentRequests: documentRequestHooks({ registry, locales }, timeZone),
  }, registry);
}

export const domainCatalogue: DomainCatalogue = { readers, axisReaders, scaleReaders, operations, publicOperations, moveRecord };
