-- A person's data given by a job is kept in their record's history once for that job, however often the job runs
-- (issue 52), as the database's rule rather than the job's look before it writes: two runs of one job (taken up again
-- by another server while the first still wrote) cannot both keep it. The job is the entry's 'job' (HISTORY_JOB),
-- kept as [null, job]. Entries kept twice before this rule held are the same giving written again; the first stays.
DELETE FROM record_changes later USING record_changes first
  WHERE later.action = 'export' AND first.action = 'export' AND later.changes ? 'job'
    AND first.table_name = later.table_name AND first.record_id = later.record_id
    AND first.changes -> 'job' ->> 1 = later.changes -> 'job' ->> 1 AND first.id < later.id;
CREATE UNIQUE INDEX IF NOT EXISTS record_changes_export_job_once ON record_changes (table_name, record_id, (changes -> 'job' ->> 1))
  WHERE action = 'export' AND changes ? 'job';
