-- The audit log of staff actions (decision 285): who did what, when and from which address.
-- Append-only: rows are only ever inserted. The trigger below refuses UPDATE and DELETE of any row,
-- so the log holds against code too, not only against the routes and the repository. A sandbox
-- reset empties every table with TRUNCATE, which row triggers do not see; production has no reset.
CREATE TABLE staff_audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- The staff user name; for a failed sign-in, the name that was typed.
  actor text NOT NULL,
  action text NOT NULL,
  -- The client address as Express reads it (req.ip); '' for the staff command.
  address text NOT NULL DEFAULT '',
  key text,
  old_value text,
  new_value text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX staff_audit_log_actor ON staff_audit_log (actor, id);
CREATE INDEX staff_audit_log_action ON staff_audit_log (action, id);
CREATE INDEX staff_audit_log_at ON staff_audit_log (at, id);

CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER staff_audit_log_append_only
  BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
