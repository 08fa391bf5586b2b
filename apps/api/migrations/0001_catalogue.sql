-- The shop's settings and reference lists, then the catalogue: categories,
-- sub-categories, catalogues, items with their attributes, pictures, prices,
-- care plans, engraving settings and checkout messages.
--
-- Money is numeric(12,2) (read back as text, straight into decimal.js),
-- points are integers, flags are booleans. Valid on PGlite and PostgreSQL 15.

-- Trigram search over item names in both languages and part numbers. The
-- extension is installed in `public` and its operator class is named with its
-- schema, so the index works whatever the search path (tests run one schema
-- per file on a shared server).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- Reference data -------------------------------------------------------------

CREATE TABLE app_config (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE notice (
  notice_id integer PRIMARY KEY,
  message text NOT NULL,
  message_thai text NOT NULL,
  tooltip_content text,
  tooltip_content_thai text,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE color (
  name text PRIMARY KEY,
  thai_name text NOT NULL,
  hex text NOT NULL CHECK (hex ~ '^#[0-9A-F]{6}$'),
  display_order integer NOT NULL DEFAULT 0
);

CREATE TABLE attribute (
  attribute_name text PRIMARY KEY CHECK (attribute_name ~ '^[A-Z][A-Z_]*$'),
  display_name text NOT NULL,
  thai_display_name text NOT NULL,
  display_order integer NOT NULL CHECK (display_order >= 0)
);

CREATE TABLE region (
  code text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  thai_name text NOT NULL UNIQUE
);

CREATE TABLE country_calling_code (
  code text PRIMARY KEY CHECK (code ~ '^\+[0-9]{1,4}$'),
  name text NOT NULL,
  thai_name text NOT NULL,
  display_order integer NOT NULL
);

-- Each card brand's point rate: rate_point points are worth THB rate_cash.
CREATE TABLE price_code (
  card_brand text PRIMARY KEY CHECK (card_brand IN ('KCC', 'AYCAP', 'GCS', 'TMS')),
  rate_point integer NOT NULL CHECK (rate_point > 0),
  rate_cash integer NOT NULL CHECK (rate_cash > 0)
);

-- Instalment terms: months, the id sent back with the cart payment, and the
-- customer's rate in percent per month.
CREATE TABLE ipp_term (
  term_value integer PRIMARY KEY CHECK (term_value > 0),
  term_id text NOT NULL UNIQUE,
  cust_ipp numeric(7,4) NOT NULL CHECK (cust_ipp >= 0)
);

-- A range of amounts and the terms it offers; which card brands offer each
-- term is a small nested list, read and written whole with its range.
CREATE TABLE cash_installment (
  cash_installment_id integer PRIMARY KEY,
  cash_from numeric(12,2) NOT NULL CHECK (cash_from >= 0),
  cash_to numeric(12,2) NOT NULL,
  terms integer[] NOT NULL,
  term_card_brands jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(term_card_brands) = 'array'),
  CHECK (cash_to >= cash_from)
);

CREATE TABLE logo (
  name text PRIMARY KEY,
  url_image text NOT NULL
);

-- The catalogue -------------------------------------------------------------

CREATE TABLE category (
  category_id integer PRIMARY KEY,
  name text NOT NULL,
  thai_name text NOT NULL,
  image_url text NOT NULL,
  display_order_bar integer NOT NULL CHECK (display_order_bar >= 0),
  display_order_grid integer NOT NULL CHECK (display_order_grid >= 0),
  use_listing boolean NOT NULL DEFAULT false
);

CREATE TABLE sub_category (
  sub_category_id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES category (category_id),
  name text NOT NULL,
  thai_name text NOT NULL,
  display_order integer NOT NULL CHECK (display_order >= 0),
  UNIQUE (sub_category_id, category_id)
);
CREATE INDEX sub_category_by_category ON sub_category (category_id);

CREATE TABLE catalogue (
  catalogue_id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES category (category_id),
  name text NOT NULL,
  thai_name text NOT NULL,
  display_order integer NOT NULL CHECK (display_order >= 0),
  display_sub_order integer NOT NULL DEFAULT 0 CHECK (display_sub_order >= 0),
  highlight boolean NOT NULL DEFAULT false,
  use_listing boolean NOT NULL DEFAULT false,
  image_url text NOT NULL,
  image_url1 text,
  image_url_line1 text,
  text_line2 text,
  font_size2 text,
  text_color2 text,
  font_type2 text,
  bg_color text,
  display_position text,
  detail_image_url text,
  UNIQUE (catalogue_id, category_id)
);
CREATE INDEX catalogue_by_category ON catalogue (category_id, display_order, display_sub_order);

-- AppleCare+ and the like: an optional add-on a line of the cart may carry.
CREATE TABLE care_plan (
  code text PRIMARY KEY,
  name text NOT NULL,
  thai_name text NOT NULL,
  price numeric(12,2) NOT NULL CHECK (price >= 0),
  point integer NOT NULL CHECK (point >= 0),
  description text,
  thai_description text
);

CREATE TABLE special_promotion (
  special_promotion_id integer PRIMARY KEY,
  label text NOT NULL,
  thai_label text NOT NULL,
  mouse_over text,
  thai_mouse_over text
);

CREATE TABLE item (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{0,39}$'),
  -- Items of one group differ only by their attributes (colour, capacity...).
  group_id text NOT NULL,
  category_id integer NOT NULL,
  catalogue_id integer NOT NULL,
  sub_category_id integer,
  name text NOT NULL,
  thai_name text NOT NULL,
  part_number text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  thai_description text NOT NULL DEFAULT '',
  unit_price numeric(12,2) NOT NULL CHECK (unit_price >= 0),
  -- The whole unit in reward points, shown beside the cash price.
  point integer NOT NULL CHECK (point >= 0),
  new_item boolean NOT NULL DEFAULT false,
  -- Whether max_quantity applies per transaction (the spec's `limit` Y/N).
  limit_quantity boolean NOT NULL DEFAULT false,
  max_quantity integer NOT NULL DEFAULT 999 CHECK (max_quantity >= 0),
  -- The last moment the item can be bought; NULL: no end.
  end_date timestamptz,
  shipping_availability text NOT NULL,
  thai_shipping_availability text NOT NULL,
  care_plan_code text REFERENCES care_plan (code),
  special_promotion_id integer REFERENCES special_promotion (special_promotion_id),
  display_order integer NOT NULL DEFAULT 0,
  -- What search matches: names in both languages, the code and the part
  -- number, also without the symbols search text cannot hold (MX3A2TH/A is
  -- found as MX3A2THA).
  search_text text GENERATED ALWAYS AS (
    lower(
      code || ' ' || name || ' ' || thai_name || ' ' || part_number || ' '
      || regexp_replace(part_number, '[^A-Za-z0-9.,:+ -]', '', 'g')
    )
  ) STORED,
  FOREIGN KEY (catalogue_id, category_id) REFERENCES catalogue (catalogue_id, category_id),
  FOREIGN KEY (sub_category_id, category_id) REFERENCES sub_category (sub_category_id, category_id)
);
CREATE INDEX item_by_catalogue ON item (catalogue_id);
CREATE INDEX item_by_category ON item (category_id, sub_category_id);
CREATE INDEX item_by_group ON item (group_id);
CREATE INDEX item_search ON item USING gin (search_text public.gin_trgm_ops);

CREATE TABLE item_attribute (
  item_code text NOT NULL REFERENCES item (code) ON DELETE CASCADE,
  attribute_name text NOT NULL REFERENCES attribute (attribute_name),
  value text NOT NULL,
  PRIMARY KEY (item_code, attribute_name)
);

-- Pictures of an item, in order: product views, and the engraving view.
CREATE TABLE item_image (
  item_code text NOT NULL REFERENCES item (code) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('product', 'engraving')),
  position integer NOT NULL,
  url text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (item_code, purpose, position)
);

-- One price of an item for one card brand. Points are never offered with the
-- card brands that cannot redeem them (GCS, TMS).
CREATE TABLE item_price (
  item_code text NOT NULL REFERENCES item (code) ON DELETE CASCADE,
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('CASH', 'POINT', 'POINT_CASH', 'POINT_DISCOUNT', 'FLEXI')),
  price_code text NOT NULL REFERENCES price_code (card_brand),
  cash numeric(12,2) NOT NULL CHECK (cash >= 0),
  point integer NOT NULL DEFAULT 0 CHECK (point >= 0),
  minimum_transaction_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (minimum_transaction_amount >= 0),
  term_of_flexi integer CHECK (term_of_flexi > 0),
  percent_cash integer CHECK (percent_cash BETWEEN 0 AND 100),
  percent_point integer CHECK (percent_point BETWEEN 0 AND 100),
  percent_discount integer CHECK (percent_discount BETWEEN 0 AND 100),
  description text,
  PRIMARY KEY (item_code, position),
  CHECK (type <> 'FLEXI' OR term_of_flexi IS NOT NULL),
  CHECK (NOT (price_code IN ('GCS', 'TMS') AND type IN ('POINT', 'POINT_CASH', 'POINT_DISCOUNT')))
);

-- The instalment terms an item offers.
CREATE TABLE item_ipp_term (
  item_code text NOT NULL REFERENCES item (code) ON DELETE CASCADE,
  term_id text NOT NULL REFERENCES ipp_term (term_id),
  PRIMARY KEY (item_code, term_id)
);

-- Engraving settings of the items that can be engraved (names follow the
-- item's wire fields, without the spec's misspelling).
CREATE TABLE item_engraving (
  item_code text PRIMARY KEY REFERENCES item (code) ON DELETE CASCADE,
  engraving_line integer NOT NULL CHECK (engraving_line BETWEEN 1 AND 2),
  eng_and_numeric_max_length integer NOT NULL CHECK (eng_and_numeric_max_length > 0),
  local_and_special_max_length integer NOT NULL CHECK (local_and_special_max_length > 0),
  allowed_special_character text NOT NULL DEFAULT '',
  special_character_max_length integer NOT NULL CHECK (special_character_max_length >= 0),
  thai_allowed boolean NOT NULL,
  uppercase_only boolean NOT NULL,
  auto_resize boolean NOT NULL,
  auto_resize_block integer NOT NULL CHECK (auto_resize_block >= 0),
  desktop_font_size integer NOT NULL CHECK (desktop_font_size > 0),
  mobile_font_size integer NOT NULL CHECK (mobile_font_size > 0),
  -- Where the text's first line sits on the engraving picture, in its pixels.
  top_offset integer NOT NULL CHECK (top_offset >= 0),
  eng_note text NOT NULL,
  thai_note text NOT NULL
);

-- Messages shown with an item on the checkout and review pages, per language.
CREATE TABLE item_message (
  item_code text NOT NULL REFERENCES item (code) ON DELETE CASCADE,
  page text NOT NULL CHECK (page IN ('CHECKOUT', 'REVIEW')),
  lang text NOT NULL CHECK (lang IN ('en', 'th')),
  position integer NOT NULL,
  message text NOT NULL,
  PRIMARY KEY (item_code, lang, page, position)
);
