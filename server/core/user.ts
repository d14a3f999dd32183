// Who asks: the signed-in account a session or an API token stands for, as every route, hook and job sees it (the
// sessions in server/auth/sessions.ts make it).
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  photo: string | null;
  user_type_id: number;
  permissions: string[];
  /** the student or lecturer record the account belongs to, for a student's or lecturer's own rows */
  student_id: number | null;
  lecturer_id: number | null;
  /** an API token's (server/auth/api-tokens.ts): which it is, what it writes, where it may be used from */
  apiToken?: { id: number; writes: string[]; addresses: string[] };
  /** an administrator's session signed in without a second factor while the setting requires one (guard.ts refuses it) */
  needs_second_factor?: boolean;
  /** a session begun before its account's second factor was set up: it does not administer access (access-administration.ts) */
  second_factor_unproved?: boolean;
}
