import { statements } from "./statements.ts"

/**
 * What every page of the staff console shares (ADR 0025): the audit log, which the database itself
 * keeps append-only (no update, delete or truncate, whoever asks), and uploaded pictures, kept in
 * the database so every server instance serves them and the documented backup carries them.
 */
export default statements(
  `CREATE TABLE staff_audit (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    staff_user_num integer NOT NULL,
    staff_user_id varchar(20) NOT NULL,
    action varchar(60) NOT NULL,
    target varchar(200) NOT NULL,
    before jsonb,
    after jsonb
  )`,
  `CREATE INDEX staff_audit_staff ON staff_audit (lower(staff_user_id), id DESC)`,
  `CREATE INDEX staff_audit_action ON staff_audit (action, id DESC)`,
  `CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'the staff audit log is append-only';
    END
  $$`,
  `CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
    FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only()`,
  `CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
    FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only()`,

  `CREATE TABLE uploads (
    id char(32) PRIMARY KEY,
    content_type varchar(20) NOT NULL,
    bytes bytea NOT NULL,
    file_name varchar(200) NOT NULL,
    uploaded_by integer REFERENCES users ON DELETE SET NULL,
    uploaded_at timestamptz NOT NULL DEFAULT now()
  )`,
)
