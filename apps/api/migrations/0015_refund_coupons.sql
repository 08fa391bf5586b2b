-- Refund promo codes spent at checkout: the order names the code it spent and
-- what the code paid (the payment paid the rest). The code's own row says it is
-- used (`used_at`, `used_order_id`) from the placement on, and is freed again
-- when the order's payment fails, is cancelled or expires.

ALTER TABLE orders ADD COLUMN refund_coupon text REFERENCES refund_promo_code (code);
ALTER TABLE orders ADD COLUMN refund_coupon_amount numeric(12,2) NOT NULL DEFAULT 0
  CHECK (refund_coupon_amount >= 0);
ALTER TABLE orders ADD CONSTRAINT orders_refund_coupon_paid
  CHECK (refund_coupon IS NOT NULL OR refund_coupon_amount = 0);
CREATE INDEX refund_promo_code_by_order ON refund_promo_code (used_order_id)
  WHERE used_order_id IS NOT NULL;
