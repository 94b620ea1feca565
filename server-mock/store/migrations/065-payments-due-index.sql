-- Posting due payments (decision 161) looks up a user's active payments dated on or before today on every
-- signed-in accounts and payments call.
CREATE INDEX payments_user_due ON payments (user_name, status, payment_date);
