-- Content around the catalogue: the home page's promotion banners (one row per
-- language and picture format), carousel slides (of the home page, or of a
-- category), CMS pages by slug and language, and the How to Buy page.

CREATE TABLE promotion_banner (
  banner_id text PRIMARY KEY CHECK (banner_id ~ '^[a-z0-9-]{1,60}$'),
  display_order integer NOT NULL CHECK (display_order >= 0),
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE promotion_banner_language (
  banner_id text NOT NULL REFERENCES promotion_banner (banner_id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang IN ('en', 'th')),
  image_type text NOT NULL CHECK (image_type IN ('Mobile', 'Desktop')),
  image_url text NOT NULL,
  image text,
  alt text,
  open_new_tab boolean NOT NULL DEFAULT false,
  display_popup boolean NOT NULL DEFAULT false,
  button_type1 text,
  button_type2 text,
  text_button text,
  text_color text,
  margin_top text,
  margin_left text,
  url text,
  popup_image text,
  content_popup text,
  PRIMARY KEY (banner_id, lang, image_type)
);

-- A slide of the home carousel (category_id NULL) or of a category's carousel.
CREATE TABLE carousel_entry (
  carousel_entry_id integer PRIMARY KEY,
  category_id integer REFERENCES category (category_id),
  display_order integer NOT NULL CHECK (display_order >= 0),
  image_url text NOT NULL,
  image_url_line1 text,
  bg_color text,
  text_color text,
  description text,
  thai_description text,
  hk_description text,
  url text
);
CREATE INDEX carousel_entry_by_category ON carousel_entry (category_id, display_order);

CREATE TABLE cms_page (
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]{1,60}$'),
  lang text NOT NULL CHECK (lang IN ('en', 'th')),
  title text NOT NULL,
  content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (slug, lang)
);

CREATE TABLE how_it_work (
  lang text PRIMARY KEY CHECK (lang IN ('en', 'th')),
  content text NOT NULL,
  content2 text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
