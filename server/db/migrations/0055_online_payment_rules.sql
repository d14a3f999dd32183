-- The rules of online payments the database keeps (screens/online-payments.yaml): a confirmed payment is in its
-- finance row's ledger once, whatever callbacks come, and an order's amounts stay sane.
CREATE UNIQUE INDEX IF NOT EXISTS finances_payments_online_reference_key ON finances_payments (reference) WHERE method_id = 5;
ALTER TABLE online_payments ADD CONSTRAINT online_payments_amount_check CHECK (amount > 0);
ALTER TABLE online_payments ADD CONSTRAINT online_payments_refunded_check CHECK (coalesce(refunded_amount, 0) BETWEEN 0 AND amount);
ALTER TABLE online_payments ADD CONSTRAINT online_payments_paid_check CHECK (NOT coalesce(paid, false) OR (paid_at IS NOT NULL AND receipt_number IS NOT NULL));
ALTER TABLE online_payments ALTER COLUMN state_id SET NOT NULL;
ALTER TABLE online_payments ALTER COLUMN finance_id SET NOT NULL;
ALTER TABLE online_payments ALTER COLUMN student_id SET NOT NULL;
CREATE INDEX IF NOT EXISTS online_payments_finance_id_idx ON online_payments (finance_id);
