-- A document keeps whom it was issued to as it was issued (issued_to), so that its digest can be taken again from what
-- /api/verify/<code> answers whatever becomes of the student's record. The documents issued before keep the digest
-- they were printed with, of their holder's personal number and name as the record holds them (issued_to empty).
ALTER TABLE edocs ADD COLUMN IF NOT EXISTS issued_to text;
