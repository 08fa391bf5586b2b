-- After the sale: the shop's operators (a role apart from customers), the log of
-- everything they do, each sub-order's shipment and refund, and refund promo codes.
-- An operator's change and its log row are written in one transaction.

CREATE TABLE operator (
  id            bigserial PRIMARY KEY,
  email         text NOT NULL,
  name          text NOT NULL,
  password_hash text NOT NULL,
  -- An admin may also create operators through the API.
  role          text NOT NULL DEFAULT 'operator' CHECK (role IN ('operator', 'admin')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- A disabled operator cannot sign in, and their tokens stop working.
  disabled_at   timestamptz
);
CREATE UNIQUE INDEX operator_email_key ON operator (lower(email));

-- Every operator action: who, when, what, on what, and the target before and after.
CREATE TABLE audit_log (
  entry_id    bigserial PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operator (id),
  at          timestamptz NOT NULL DEFAULT now(),
  action      text NOT NULL,
  -- 'sub-order:<number>', 'refund-code:<code>', 'operator:<id>'.
  target      text NOT NULL,
  before      jsonb,
  after       jsonb
);
CREATE INDEX audit_log_by_target ON audit_log (target, entry_id);
CREATE INDEX audit_log_by_operator ON audit_log (operator_id, entry_id);

-- Each sub-order after the sale (libs/domain applySubOrderAction): awaiting shipment,
-- shipped (carrier, tracking number, expected delivery), delivered, cancelled before
-- shipping, or refunded; what was given back in cash and points, and how.
ALTER TABLE order_unit
  ADD COLUMN shipping_state text NOT NULL DEFAULT 'AWAITING_SHIPMENT'
    CHECK (shipping_state IN ('AWAITING_SHIPMENT', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUNDED')),
  ADD COLUMN carrier text,
  ADD COLUMN carrier_url text,
  ADD COLUMN tracking_number text,
  ADD COLUMN expected_delivery_date date,
  ADD COLUMN shipped_on date,
  ADD COLUMN delivered_on date,
  -- The day it was cancelled or refunded.
  ADD COLUMN closed_on date,
  ADD COLUMN refunded_cash numeric(12,2) NOT NULL DEFAULT 0 CHECK (refunded_cash >= 0),
  ADD COLUMN refunded_points integer NOT NULL DEFAULT 0 CHECK (refunded_points >= 0),
  -- The cash went back to the card, or as a refund promo code.
  ADD COLUMN refund_method text CHECK (refund_method IN ('CARD', 'PROMO_CODE')),
  ADD CONSTRAINT order_unit_shipped_has_carrier
    CHECK (shipped_on IS NULL OR (carrier IS NOT NULL AND tracking_number IS NOT NULL)),
  ADD CONSTRAINT order_unit_delivered_after_shipped
    CHECK (delivered_on IS NULL OR (shipped_on IS NOT NULL AND delivered_on >= shipped_on)),
  ADD CONSTRAINT order_unit_closed_state
    CHECK ((closed_on IS NOT NULL) = (shipping_state IN ('CANCELLED', 'REFUNDED'))),
  ADD CONSTRAINT order_unit_state_dates
    CHECK ((shipping_state <> 'SHIPPED' OR shipped_on IS NOT NULL)
       AND (shipping_state <> 'DELIVERED' OR delivered_on IS NOT NULL));
CREATE INDEX order_unit_by_shipping_state ON order_unit (shipping_state);

-- Points go back per sub-order: an order still redeems once, each sub-order is refunded once.
ALTER TABLE points_ledger ADD COLUMN sub_order_number text REFERENCES order_unit (sub_order_number);
DROP INDEX points_ledger_once_per_order;
CREATE UNIQUE INDEX points_ledger_redeemed_once ON points_ledger (order_id)
  WHERE order_id IS NOT NULL AND kind = 'redeem';
CREATE UNIQUE INDEX points_ledger_order_refunded_once ON points_ledger (order_id)
  WHERE order_id IS NOT NULL AND kind = 'refund' AND sub_order_number IS NULL;
CREATE UNIQUE INDEX points_ledger_sub_order_refunded_once ON points_ledger (sub_order_number)
  WHERE kind = 'refund';

-- Refund promo codes (spec section 3, "Refund promo code"): a value one customer may
-- spend once at checkout (`refundCoupon`) between its start and expiry.
CREATE TABLE refund_promo_code (
  code             text PRIMARY KEY CHECK (code ~ '^[A-Z0-9-]{6,40}$'),
  customer_id      bigint NOT NULL REFERENCES customer (id),
  value            numeric(12,2) NOT NULL CHECK (value > 0),
  starts_at        timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  CHECK (expires_at > starts_at),
  description      text NOT NULL,
  thai_description text NOT NULL,
  -- The refunded sub-order it pays back, when it was issued by a refund.
  sub_order_number text UNIQUE REFERENCES order_unit (sub_order_number),
  issued_by        bigint REFERENCES operator (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- Spent once, by one order.
  used_at          timestamptz,
  used_order_id    bigint REFERENCES orders (order_id),
  CHECK ((used_at IS NULL) = (used_order_id IS NULL))
);
CREATE INDEX refund_promo_code_by_customer ON refund_promo_code (customer_id, expires_at);
