// The accounts people sign in with, as the office manages them: whose they are, their type, whether a password
// has been set yet (an invitation still open), when they last signed in, whether they are disabled, and the roles
// given to the account itself.
import type { ScreenReader } from '../../kernel/readers';
import { subquerySource } from '../../kernel/subquery';

const columns = {
  id: 'integer', full_name: 'text', email: 'email', user_type_id: 'lookup', password_set: 'boolean', disabled: 'boolean',
  last_sign_in_at: 'datetime', created_at: 'datetime', roles: 'lookupMany',
} as const;

export const accounts: ScreenReader = {
  rows: () => subquerySource('users', `
    SELECT u.id, u.full_name, u.email, u.user_type_id, u.password_hash <> '' AS password_set, u.disabled_at IS NOT NULL AS disabled,
      u.last_sign_in_at, u.created_at,
      ARRAY(SELECT ur.role_id FROM user_roles ur WHERE ur.user_id = u.id ORDER BY ur.role_id) AS roles
    FROM users u`,
  columns),
};
