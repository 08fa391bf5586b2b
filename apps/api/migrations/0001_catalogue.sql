-- The catalogue: categories, catalogues, sub-categories, items and their prices.
CREATE TABLE app_config (
  key text PRIMARY KEY,
  value text NOT NULL
);
