-- every issued e-document can be verified by anyone holding it: a random code printed on it (with a QR code of the
-- page /verify/<code>) and the digest of what it says, taken when it was issued (server/domains/documents)
ALTER TABLE edocs ADD COLUMN IF NOT EXISTS verify_code text COLLATE "C";
ALTER TABLE edocs ADD COLUMN IF NOT EXISTS digest text COLLATE "C";
CREATE UNIQUE INDEX IF NOT EXISTS edocs_verify_code_key ON edocs (verify_code);
-- a student's documents of one template, newest first: whether a document has been superseded by a later one
CREATE INDEX IF NOT EXISTS edocs_student_id_template_id_idx ON edocs (student_id, template_id, created_at DESC);
