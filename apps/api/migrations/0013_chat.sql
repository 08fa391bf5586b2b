-- The chat widget's questions: root topics (no parent), their questions, the answers under
-- them and, under Quick Help, one step more. Each entry holds its English and Thai text, so
-- that no language can miss one. An id starting with a lookup's prefix opens that lookup's form.
CREATE TABLE chat_question (
  question_id       text PRIMARY KEY,
  parent_id         text REFERENCES chat_question (question_id),
  question_category text NOT NULL CHECK (question_category IN ('FAQ', 'QUICK_HELP', 'Contact Us')),
  display_order     integer NOT NULL CHECK (display_order >= 0),
  name              text NOT NULL,
  thai_name         text NOT NULL,
  content           text NOT NULL,
  thai_content      text NOT NULL
);
CREATE INDEX chat_question_parent ON chat_question (parent_id);
