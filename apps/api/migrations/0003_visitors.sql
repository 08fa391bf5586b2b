-- What visitors leave behind while browsing: the ids issued for guest
-- checkouts, and the sitemaps the storefront submitted.

CREATE TABLE guest (
  guest_uuid uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sitemap_submission (
  sitemap_submission_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lang text NOT NULL CHECK (lang IN ('en', 'th')),
  image_url text,
  navigation jsonb NOT NULL CHECK (jsonb_typeof(navigation) = 'array'),
  entries integer NOT NULL CHECK (entries >= 0),
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sitemap_submission_by_time ON sitemap_submission (submitted_at);
