-- HR contracts keep the appointment order itself, a stored document (spec section 3).
ALTER TABLE hr_contracts ADD COLUMN IF NOT EXISTS appointment_order_file text;
