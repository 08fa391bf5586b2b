-- The shop's documents: order confirmations, tax invoices and credit notes.
--
-- A document is numbered when it is issued, per kind and calendar year
-- (Bangkok), without gaps: the number comes from `document_counter`, whose row
-- is updated (and so locked) in the transaction that stores the document, so
-- two issues at once wait for each other and a rolled-back issue gives its
-- number back. What the document says is fixed then (`body`); each language's
-- PDF is rendered from it and stored on first request, and served as stored
-- ever after.

CREATE TABLE document_counter (
  kind text NOT NULL CHECK (kind IN ('order_confirmation', 'tax_invoice', 'credit_note')),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
  last_number integer NOT NULL CHECK (last_number BETWEEN 1 AND 999999),
  PRIMARY KEY (kind, year)
);

CREATE TABLE shop_document (
  document_id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('order_confirmation', 'tax_invoice', 'credit_note')),
  -- OC2026-000001, TI2026-000001, CN2026-000001. Set in the same transaction
  -- that inserts the row, once the row is known to be the order's only one of
  -- its kind (so a second issue that loses the race takes no number).
  document_number text UNIQUE CHECK (document_number ~ '^(OC|TI|CN)[0-9]{4}-[0-9]{6}$'),
  po_number text NOT NULL REFERENCES orders (po_number),
  -- The order's owner when it was issued ('customer:<id>' or 'guest:<uuid>'): tokens name it.
  owner text NOT NULL,
  -- The sub-orders the document covers (a credit note's refunded ones).
  sub_order_numbers text[] NOT NULL CHECK (cardinality(sub_order_numbers) > 0),
  -- A credit note's tax invoice.
  refers_to bigint REFERENCES shop_document (document_id),
  CHECK ((kind = 'credit_note') = (refers_to IS NOT NULL)),
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
  issued_at timestamptz NOT NULL,
  -- One document of each kind per order.
  UNIQUE (kind, po_number)
);

-- Each language's rendering, stored the first time it is asked for.
CREATE TABLE shop_document_pdf (
  document_id bigint NOT NULL REFERENCES shop_document (document_id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang IN ('en', 'th')),
  pdf bytea NOT NULL CHECK (substring(pdf FROM 1 FOR 5) = '\x255044462d'::bytea),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, lang)
);
