-- Sign-in attempts and password-recovery requests, counted per key in one row each:
-- the timestamps of the key's entries in the last hour. An attempt is reserved by one
-- upsert guarded by the row's own count before the password is checked, so concurrent
-- requests and instances cannot all pass the check-then-record gap. Rows whose latest
-- entry is older than the hour are pruned.
DROP TABLE login_failure;

-- scope 'account' (lower-cased e-mail: wrong passwords) or 'address' (client address).
CREATE TABLE login_attempt (
  scope    text NOT NULL,
  key      text NOT NULL,
  attempts timestamptz[] NOT NULL,
  last_at  timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX login_attempt_last_at ON login_attempt (last_at);

-- scope 'email' (mails sent to a lower-cased e-mail) or 'address' (recovery requests),
-- apart from the sign-in counts: asking for a link never makes signing in wait.
CREATE TABLE reset_request (
  scope    text NOT NULL,
  key      text NOT NULL,
  attempts timestamptz[] NOT NULL,
  last_at  timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX reset_request_last_at ON reset_request (last_at);
