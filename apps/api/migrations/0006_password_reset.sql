-- Password recovery: a key sent by e-mail, kept only as its SHA-256, usable once before it expires.
CREATE TABLE password_reset (
  key_hash    text PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_reset_customer ON password_reset (customer_id);
