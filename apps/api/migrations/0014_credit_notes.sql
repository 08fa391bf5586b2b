-- Credit notes per refund: an order keeps one order confirmation and one tax
-- invoice, but gets a credit note for each refund of its sub-orders, and no
-- sub-order is credited twice.

ALTER TABLE shop_document DROP CONSTRAINT shop_document_kind_po_number_key;
-- One order confirmation and one tax invoice per order, as before.
CREATE UNIQUE INDEX shop_document_one_sale_document ON shop_document (kind, po_number)
  WHERE kind <> 'credit_note';
CREATE INDEX shop_document_by_order ON shop_document (po_number, kind);

-- The sub-orders each credit note credits: a sub-order once, whatever the note.
CREATE TABLE credit_note_unit (
  sub_order_number text PRIMARY KEY REFERENCES order_unit (sub_order_number),
  document_id bigint NOT NULL REFERENCES shop_document (document_id) ON DELETE CASCADE
);
CREATE INDEX credit_note_unit_by_document ON credit_note_unit (document_id);
