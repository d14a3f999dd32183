-- Issued documents: to whom (a student, and their account when they have one, whose inbox receives it), and a
-- number per template and year, <index>-<year>/<n>, without gaps or repeats: the counter row is taken under lock
-- in the transaction that issues, so a refused or failed issue gives its number back.
ALTER TABLE edocs ADD COLUMN IF NOT EXISTS student_id integer REFERENCES students(id) ON DELETE SET NULL;
CREATE TABLE IF NOT EXISTS edoc_counters (
  template_id integer NOT NULL REFERENCES edoc_templates(id) ON DELETE CASCADE,
  year integer NOT NULL,
  last integer NOT NULL,
  PRIMARY KEY (template_id, year)
);
CREATE UNIQUE INDEX IF NOT EXISTS edocs_document_number_key ON edocs (document_number);
CREATE INDEX IF NOT EXISTS edocs_sender_id_idx ON edocs (sender_id);
CREATE INDEX IF NOT EXISTS edocs_recipient_id_idx ON edocs (recipient_id);
