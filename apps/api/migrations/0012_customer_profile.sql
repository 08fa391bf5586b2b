-- The rest of the customer's profile (spec section 3, "Customer"): the mobile
-- number's country code (+66 unless chosen), the birthday (optional, a day)
-- and the language the customer prefers.
ALTER TABLE customer
  ADD COLUMN country_code text NOT NULL DEFAULT '+66' CHECK (country_code ~ '^\+[0-9]{1,4}$'),
  ADD COLUMN birthday date,
  ADD COLUMN language_id text NOT NULL DEFAULT 'en' CHECK (language_id IN ('en', 'th'));

-- The transaction history lists a customer's paid orders, newest first.
CREATE INDEX orders_paid_by_customer ON orders (customer_id, created_at DESC)
  WHERE status = 'PAID';
