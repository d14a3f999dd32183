-- Written by hand: a fee's settled payments never exceed what is due, whatever writes them at once (issue 49).
-- What is due is what screens/finances.yaml's remaining_amount adds and subtracts before the payments (finance_due;
-- tests/integration/payments.test.ts checks the two agree on every row). Each trigger locks the finance row before it
-- counts, so two transactions paying into one row take turns, and under READ COMMITTED the second counts what the
-- first committed (each statement of a PL/pgSQL function reads with a snapshot of its own).
-- - finances_payments_within_due: a ledger's payments, after a row is added or raised, are at most what is due;
--   more is refused (check_violation, DETAIL: what could still be paid), whichever route or statement sends it.
-- - online_payments_within_due: an order awaiting the provider holds its amount for 30 minutes from its start, so a
--   new order is refused when the ledger, the orders held and it would pass what is due. An order abandoned on the
--   provider's page holds nothing after that; if it is paid later all the same and no longer fits, its settlement is
--   refused by the ledger's trigger and the order is kept to refund (paymentStates: to_refund).
CREATE OR REPLACE FUNCTION finance_due(finance integer) RETURNS numeric LANGUAGE plpgsql AS $rule$
DECLARE due numeric;
BEGIN
  SELECT coalesce(f.annual_fee, 0) + coalesce(f.prev_debt, 0) + coalesce(f.refunded_amount, 0) - coalesce(f.grant_amount, 0) - coalesce(f.discount, 0)
    INTO due FROM finances f WHERE f.id = finance FOR NO KEY UPDATE;
  RETURN due;
END
$rule$;

CREATE OR REPLACE FUNCTION finances_payments_within_due() RETURNS trigger LANGUAGE plpgsql AS $rule$
DECLARE due numeric; paid numeric;
BEGIN
  due := finance_due(NEW.parent_id);
  SELECT coalesce(sum(amount), 0) INTO paid FROM finances_payments WHERE parent_id = NEW.parent_id;
  IF paid > due THEN
    RAISE EXCEPTION 'finances_payments_within_due' USING ERRCODE = 'check_violation', CONSTRAINT = 'finances_payments_within_due',
      COLUMN = 'payments', DETAIL = round(greatest(due - (paid - coalesce(NEW.amount, 0)), 0), 2)::text;
  END IF;
  RETURN NULL;
END
$rule$;
DROP TRIGGER IF EXISTS finances_payments_within_due ON finances_payments;
CREATE TRIGGER finances_payments_within_due AFTER INSERT OR UPDATE OF amount, parent_id ON finances_payments FOR EACH ROW
  WHEN (NEW.amount IS NOT NULL) EXECUTE FUNCTION finances_payments_within_due();

CREATE OR REPLACE FUNCTION online_payments_within_due() RETURNS trigger LANGUAGE plpgsql AS $rule$
DECLARE due numeric; paid numeric; held numeric;
BEGIN
  due := finance_due(NEW.finance_id);
  SELECT coalesce(sum(amount), 0) INTO paid FROM finances_payments WHERE parent_id = NEW.finance_id;
  SELECT coalesce(sum(amount), 0) INTO held FROM online_payments
    WHERE finance_id = NEW.finance_id AND state_id = 1 AND created_at > now() - interval '30 minutes' AND id <> NEW.id;
  IF paid + held + NEW.amount > due THEN
    RAISE EXCEPTION 'online_payments_within_due' USING ERRCODE = 'check_violation', CONSTRAINT = 'online_payments_within_due',
      COLUMN = 'amount', DETAIL = round(greatest(due - paid - held, 0), 2)::text;
  END IF;
  RETURN NULL;
END
$rule$;
DROP TRIGGER IF EXISTS online_payments_within_due ON online_payments;
CREATE TRIGGER online_payments_within_due AFTER INSERT ON online_payments FOR EACH ROW
  WHEN (NEW.state_id = 1) EXECUTE FUNCTION online_payments_within_due();
CREATE INDEX IF NOT EXISTS online_payments_finance_id_awaiting_idx ON online_payments (finance_id) WHERE state_id = 1;
