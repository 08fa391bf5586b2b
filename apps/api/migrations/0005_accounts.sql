-- Customers, their sign-in throttling, the token secret and their server carts.
CREATE TABLE customer (
  id            bigserial PRIMARY KEY,
  email         text NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  mobile_number text NOT NULL,
  password_hash text NOT NULL,
  -- Raised by "sign out everywhere" and a password change: older tokens stop working.
  token_version integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_email_key ON customer (lower(email));

-- One row per failed attempt, keyed by the lower-cased e-mail, so every instance sees them.
CREATE TABLE login_failure (
  account   text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failure_account ON login_failure (account, failed_at);

-- Settings the server generates once and every instance shares (the token secret).
CREATE TABLE server_secret (
  name  text PRIMARY KEY,
  value text NOT NULL
);

-- A customer's cart: its lines as the contract's JSON, and a version raised by each write.
CREATE TABLE cart (
  customer_id bigint PRIMARY KEY REFERENCES customer (id) ON DELETE CASCADE,
  version     integer NOT NULL DEFAULT 0,
  lines       jsonb NOT NULL DEFAULT '[]',
  updated_at  timestamptz NOT NULL DEFAULT now()
);
