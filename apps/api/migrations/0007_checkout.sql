-- Checkout, payment and orders: promotion codes, the server's quotes, orders
-- with one sub-order per unit, the sandbox payment provider's sessions and the
-- returns it sent, reward points (an account that never goes below zero and its
-- ledger), customers' billing and shipping addresses, and item stock.
--
-- Money is numeric(12,2) (read back as text, straight into decimal.js),
-- points are whole numbers. Every limit that concurrent requests could break
-- (stock, uses of a code, points) is also a CHECK, so a bug in the code cannot
-- oversell or overspend: the update fails instead.

-- Promotion codes (spec section 3, "Promotion data"). A code is looked up
-- without regard to letter case. Empty lists restrict nothing.
CREATE TABLE promotion (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  -- What it takes off: THB, or a percentage of the eligible amount (one of them).
  discount_amount numeric(12,2) CHECK (discount_amount >= 0),
  discount_percent numeric(5,2) CHECK (discount_percent > 0 AND discount_percent <= 100),
  CHECK ((discount_amount IS NULL) <> (discount_percent IS NULL)),
  min_paid_amount numeric(12,2) CHECK (min_paid_amount >= 0),
  -- PAYMENT_TYPES the code may be paid with.
  payment_methods text[] NOT NULL DEFAULT '{}',
  -- Card brands (price codes) the code may be paid with.
  price_codes text[] NOT NULL DEFAULT '{}',
  -- Instalment term ids left open with the code.
  term_ids text[] NOT NULL DEFAULT '{}',
  apply_care_plan boolean NOT NULL DEFAULT false,
  have_gift boolean NOT NULL DEFAULT false,
  -- A special promotion asks for an e-mail of one of these domains (a semicolon list).
  special boolean NOT NULL DEFAULT false,
  special_condition_name text,
  special_condition_value text,
  special_input_type text,
  tc_required boolean NOT NULL DEFAULT false,
  members_only boolean NOT NULL DEFAULT false,
  -- Reward points the code takes from the customer's balance.
  required_points integer NOT NULL DEFAULT 0 CHECK (required_points >= 0),
  -- Uses: orders awaiting payment hold theirs, a failed or expired order gives it back.
  max_uses integer CHECK (max_uses >= 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  CHECK (max_uses IS NULL OR used_count <= max_uses),
  starts_at timestamptz,
  ends_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  description text NOT NULL,
  thai_description text NOT NULL,
  mouseover_content text,
  thai_mouseover_content text,
  warning_message text,
  thai_warning_message text
);
CREATE UNIQUE INDEX promotion_code_any_case ON promotion (upper(code));

-- The server's figures of an order as checkPaymentCondition answered them; an
-- order is placed from a quote only. `owner` is 'customer:<id>' or 'guest:<uuid>'.
CREATE TABLE checkout_quote (
  quote_id uuid PRIMARY KEY,
  owner text NOT NULL,
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX checkout_quote_by_expiry ON checkout_quote (expires_at);

-- The 8 digits of order numbers (buildOrderNumber): issued once each, never reused.
CREATE SEQUENCE order_number_seq MINVALUE 1 MAXVALUE 99999999 NO CYCLE;

CREATE TABLE orders (
  order_id bigserial PRIMARY KEY,
  po_number text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED')),
  owner text NOT NULL,
  customer_id bigint REFERENCES customer (id),
  -- A guest's id is kept as it was issued; the guest table is pruned, orders are not.
  guest_uuid uuid,
  CHECK ((customer_id IS NULL) <> (guest_uuid IS NULL)),
  -- A double click or a retry with the same key gives the same order.
  idempotency_key text NOT NULL,
  -- A quote is placed once.
  quote_id uuid NOT NULL UNIQUE,
  UNIQUE (owner, idempotency_key),
  lang text NOT NULL CHECK (lang IN ('en', 'th')),
  payment_type text NOT NULL CHECK (payment_type IN ('CASH', 'POINT', 'POINT_CASH', 'CASH_INSTALLMENT')),
  card_entity text CHECK (card_entity IN ('KCC', 'AYCAP', 'GCS', 'TMS')),
  -- Every unit and care plan before the discount.
  total_amount numeric(12,2) NOT NULL CHECK (total_amount >= 0),
  promotion_discount numeric(12,2) NOT NULL CHECK (promotion_discount >= 0),
  CHECK (promotion_discount <= total_amount),
  -- Cash charged to the card.
  pay_able_amount numeric(12,2) NOT NULL CHECK (pay_able_amount >= 0),
  -- Points of the payment, and points the promotion takes.
  payable_point integer NOT NULL CHECK (payable_point >= 0),
  promotion_points integer NOT NULL DEFAULT 0 CHECK (promotion_points >= 0),
  -- What the order was worth after the discount: cash plus the points' value.
  total_cash numeric(12,2) NOT NULL CHECK (total_cash >= 0),
  term_of_flexi integer CHECK (term_of_flexi > 0),
  term_id text,
  cust_ipp numeric(7,4) CHECK (cust_ipp >= 0),
  instalment jsonb,
  promo_code text,
  have_gift boolean NOT NULL DEFAULT false,
  billing jsonb NOT NULL CHECK (jsonb_typeof(billing) = 'object'),
  shipping jsonb NOT NULL CHECK (jsonb_typeof(shipping) = 'object'),
  -- Where the browser pays it (the payment provider's page); a repeat of the placement gets it again.
  payment_url text,
  pay_ref text,
  -- The last 4 digits of the card, masked; the shop never sees the number.
  mask_card text CHECK (mask_card ~ '^X+[0-9]{4}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A pending order not paid by then is released by the sweep.
  expires_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX orders_pending_by_expiry ON orders (expires_at) WHERE status = 'PENDING';
CREATE INDEX orders_pending_by_owner ON orders (owner) WHERE status = 'PENDING';
CREATE INDEX orders_by_customer ON orders (customer_id, created_at);

-- One sub-order per unit (spec section 3, "Order result"), with what was bought
-- as it was when the order was placed.
CREATE TABLE order_unit (
  order_id bigint NOT NULL REFERENCES orders (order_id) ON DELETE CASCADE,
  unit_index integer NOT NULL CHECK (unit_index BETWEEN 0 AND 98),
  sub_order_number text NOT NULL UNIQUE,
  line_uuid text NOT NULL,
  item_code text NOT NULL REFERENCES item (code),
  item_name text NOT NULL,
  thai_item_name text NOT NULL,
  part_number text NOT NULL,
  image_url text NOT NULL,
  cash_only boolean NOT NULL,
  unit_price numeric(12,2) NOT NULL CHECK (unit_price >= 0),
  care_plan_code text,
  care_plan_name text,
  thai_care_plan_name text,
  care_plan_price numeric(12,2) CHECK (care_plan_price >= 0),
  pers_mesg1 text NOT NULL DEFAULT '',
  pers_mesg2 text NOT NULL DEFAULT '',
  shipping_availability text NOT NULL,
  thai_shipping_availability text NOT NULL,
  PRIMARY KEY (order_id, unit_index)
);
CREATE INDEX order_unit_by_item ON order_unit (item_code);

-- The sandbox payment provider's hosted page: one session per order, completed once.
CREATE TABLE payment_session (
  session_id text PRIMARY KEY,
  order_id bigint NOT NULL UNIQUE REFERENCES orders (order_id) ON DELETE CASCADE,
  -- Bound into the return's state, so a return names this session's order and no other.
  nonce text NOT NULL,
  result text CHECK (result IN ('success', 'failed', 'cancel')),
  pay_ref text,
  mask_card text CHECK (mask_card ~ '^X+[0-9]{4}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

-- Every verified return, once per order and result: a replay finds its row and
-- changes nothing; `settled` says whether this return is the one that settled it.
CREATE TABLE payment_return (
  order_id bigint NOT NULL REFERENCES orders (order_id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code IN ('success', 'failed', 'cancel')),
  settled boolean NOT NULL,
  received integer NOT NULL DEFAULT 1 CHECK (received > 0),
  first_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, code)
);

-- Reward points: the balance never goes below zero, and points held by orders
-- awaiting payment never exceed it (the customer can spend `balance - held`).
CREATE TABLE points_account (
  customer_id bigint PRIMARY KEY REFERENCES customer (id) ON DELETE CASCADE,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  held bigint NOT NULL DEFAULT 0 CHECK (held >= 0),
  CHECK (held <= balance),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every movement of a balance: earned (+), redeemed by a paid order (-),
-- refunded (+). The balance is the sum of its entries.
CREATE TABLE points_ledger (
  entry_id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('earn', 'redeem', 'refund')),
  points bigint NOT NULL CHECK ((kind = 'redeem' AND points < 0) OR (kind <> 'redeem' AND points > 0)),
  order_id bigint REFERENCES orders (order_id),
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_ledger_by_customer ON points_ledger (customer_id, entry_id);
-- An order redeems (or is refunded) once.
CREATE UNIQUE INDEX points_ledger_once_per_order ON points_ledger (order_id, kind)
  WHERE order_id IS NOT NULL;

-- "Update into my profile": a customer's billing and shipping address.
CREATE TABLE customer_address (
  customer_id bigint NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('billing', 'shipping')),
  address jsonb NOT NULL CHECK (jsonb_typeof(address) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, kind)
);

-- Units left to sell of an item; an item without a row is not limited.
CREATE TABLE item_stock (
  item_code text PRIMARY KEY REFERENCES item (code) ON DELETE CASCADE,
  available integer NOT NULL CHECK (available >= 0)
);
