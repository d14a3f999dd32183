-- The public forms (issue 16): each application a visitor sends is noted by the address it came from and the
-- e-mail it names, to limit both; nothing else about the visitor is kept here.
CREATE TABLE IF NOT EXISTS public_submissions (
  screen text NOT NULL,
  address text NOT NULL,
  email text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS public_submissions_address_idx ON public_submissions (address, submitted_at);
CREATE INDEX IF NOT EXISTS public_submissions_email_idx ON public_submissions (email, submitted_at);
