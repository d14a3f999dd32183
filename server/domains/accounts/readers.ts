// The accounts people sign in with, as the office manages them: whose they are, their type, whether a password
// has been set yet (an invitation still open), when they last signed in, whether they are disabled or have a second
// factor, and the roles given to the account itself.
import type { ScreenReader } from '../../kernel/readers';
import { subquerySource } from '../../kernel/subquery';

const columns = {
  id: 'integer', full_name: 'text', email: 'email', user_type_id: 'lookup', password_set: 'boolean', disabled: 'boolean',
  last_sign_in_at: 'datetime', created_at: 'datetime', second_factor: 'boolean', roles: 'lookupMany',
} as const;

export const accounts: ScreenReader = {
  rows: () => subquerySource('users', `
    SELECT u.id, u.full_name, u.email, u.user_type_id, u.password_hash <> '' AS password_set, u.disabled_at IS NOT NULL AS disabled,
      u.last_sign_in_at, u.created_at,
      EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL) AS second_factor,
      ARRAY(SELECT ur.role_id FROM user_roles ur WHERE ur.user_id = u.id ORDER BY ur.role_id) AS roles
    FROM users u
    -- an API token's account is the token's (the API tokens screen), never enabled, invited or given roles here
    WHERE NOT EXISTS (SELECT 1 FROM api_tokens k WHERE k.user_id = u.id)`,
  columns),
};

const tokenColumns = {
  id: 'integer', name: 'text', permissions: 'text', writes: 'text', addresses: 'text', expires_at: 'datetime', last_used_at: 'datetime',
  revoked: 'boolean', created_by_name: 'text', created_at: 'datetime',
} as const;

/** The API tokens (server/auth/api-tokens.ts) as the office manages them: never the token, which is shown once. */
export const apiTokens: ScreenReader = {
  rows: () => subquerySource('api_tokens', `
    SELECT k.id, k.name, array_to_string(k.permissions, ', ') AS permissions, array_to_string(k.writes, ', ') AS writes,
      array_to_string(k.addresses, ', ') AS addresses, k.expires_at, k.last_used_at, k.revoked_at IS NOT NULL AS revoked,
      (SELECT m.full_name FROM users m WHERE m.id = k.created_by) AS created_by_name, k.created_at
    FROM api_tokens k`,
  tokenColumns),
};
