// The background jobs (server/jobs) as the office sees them: what ran, for whom, how far it is or how it ended,
// and its file.
import type { ScreenReader } from '../../kernel/readers';
import { subquerySource } from '../../kernel/subquery';

const columns = {
  id: 'text', kind: 'text', user_name: 'text', state: 'text', progress: 'integer', message: 'text', file: 'file',
  created_at: 'datetime', heartbeat_at: 'datetime', finished_at: 'datetime',
} as const;

export const jobs: ScreenReader = {
  rows: () => subquerySource('jobs', `
    SELECT j.id, j.kind, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS user_name,
      j.state, j.progress, j.message, j.file, j.created_at, CASE WHEN j.state = 'running' THEN j.heartbeat_at END AS heartbeat_at, j.finished_at
    FROM jobs j LEFT JOIN users u ON u.id = j.user_id`,
  columns),
};
