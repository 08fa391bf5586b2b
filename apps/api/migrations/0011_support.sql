-- Help & Contact: the subjects of the contact form, each customer's or visitor's
-- cases with their messages and files, and the files' bytes when the database
-- keeps them (with DATABASE_URL, so that every instance serves the same files).

CREATE TABLE support_subject (
  subject_id     text PRIMARY KEY,
  name           text NOT NULL,
  thai_name      text NOT NULL,
  -- A visitor is asked to sign in first, and the server refuses a visitor's message.
  required_login boolean NOT NULL DEFAULT false,
  display_order  integer NOT NULL
);

CREATE TABLE support_sub_topic (
  subject_id    text NOT NULL REFERENCES support_subject (subject_id),
  sub_id        text NOT NULL,
  name          text NOT NULL,
  thai_name     text NOT NULL,
  display_order integer NOT NULL,
  PRIMARY KEY (subject_id, sub_id)
);

-- Ticket numbers: CS and 8 digits, without gaps mattering.
CREATE SEQUENCE support_ticket_seq;

CREATE TABLE support_case (
  case_id          bigserial PRIMARY KEY,
  ticket_id        text NOT NULL UNIQUE,
  -- NULL for a visitor's case, which no customer can read.
  customer_id      bigint REFERENCES customer (id),
  name             text NOT NULL,
  email            text NOT NULL,
  lang             text NOT NULL CHECK (lang IN ('en', 'th')),
  subject_id       text NOT NULL REFERENCES support_subject (subject_id),
  sub_subject      text NOT NULL DEFAULT '',
  relate_ticket    text NOT NULL DEFAULT '',
  order_number     text NOT NULL DEFAULT '',
  sub_order_number text NOT NULL DEFAULT '',
  status           text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  -- false once the shop answers, true again when the customer reads the thread.
  customer_read    boolean NOT NULL DEFAULT true,
  -- true while the customer's latest message has no answer.
  awaiting_answer  boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_message_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_case_by_customer ON support_case (customer_id, case_id);
CREATE INDEX support_case_by_status ON support_case (status, last_message_at);

CREATE TABLE support_message (
  message_id  bigserial PRIMARY KEY,
  case_id     bigint NOT NULL REFERENCES support_case (case_id),
  -- The operator who answered; NULL for the customer's own message.
  operator_id bigint REFERENCES operator (id),
  author_name text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_message_by_case ON support_message (case_id, message_id);

-- A file of a message. file_id is random (32 hex digits): the only name the
-- file has in a URL or on disk, never the name its sender gave.
CREATE TABLE support_file (
  file_id      text PRIMARY KEY CHECK (file_id ~ '^[0-9a-f]{32}$'),
  message_id   bigint NOT NULL REFERENCES support_message (message_id),
  position     smallint NOT NULL CHECK (position BETWEEN 1 AND 10),
  file_name    text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes   integer NOT NULL CHECK (size_bytes >= 0),
  UNIQUE (message_id, position)
);

-- The bytes of the files when the database keeps them (DATABASE_URL).
CREATE TABLE support_file_content (
  file_id text PRIMARY KEY REFERENCES support_file (file_id),
  content bytea NOT NULL
);
