ALTER TABLE "projects" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Board search that understands words (issue 16, item 9; docs/decisions.md "Search"). A board's
-- `search` vector holds its title (weight A), tags and category names with their parents' (B) and
-- description (C), each stemmed in its language (the board's: its owner's) and as written
-- (`simple`); `search_text` holds title and tags as written, the words of "Did you mean …".
-- Triggers keep both current: on the board, on its categories, on a category's names, on the
-- owner's language. Everything below runs alike on PostgreSQL 15 and later and on PGlite.
CREATE OR REPLACE FUNCTION board_search_config(lang text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE lang WHEN 'en' THEN 'english' WHEN 'de' THEN 'german' WHEN 'fr' THEN 'french' ELSE 'simple' END)::regconfig $$;--> statement-breakpoint
-- A text's words stemmed in `config` and as written; typographic apostrophes read as ' (a word break in every locale).
CREATE OR REPLACE FUNCTION board_search_words(config regconfig, body text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(config, translate(coalesce(body, ''), '’‘', '''''')) || to_tsvector('simple'::regconfig, translate(coalesce(body, ''), '’‘', '''''')), weight) $$;--> statement-breakpoint
-- Vectors joined (what || does), as an aggregate.
CREATE AGGREGATE board_search_concat(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');--> statement-breakpoint
-- The names of a category and of its parent, in every language they have, each read in its language.
CREATE OR REPLACE FUNCTION category_search_words(category integer) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(board_search_concat(board_search_words(board_search_config(names.key), names.value ->> 'name', 'B')), ''::tsvector)
  FROM categories own
  JOIN categories c ON c.id IN (own.id, own.parent_id)
  CROSS JOIN LATERAL jsonb_each(c.languages) names
  WHERE own.id = category
$$;--> statement-breakpoint
-- A board's vector from its parts; `names` are its categories' (category_search_words).
CREATE OR REPLACE FUNCTION board_search_document(config regconfig, title text, description text, tags text[], names tsvector)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT board_search_words(config, title, 'A') || board_search_words(config, array_to_string(tags, ' '), 'B')
    || names || board_search_words(config, description, 'C')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_search_text(title text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(concat_ws(' ', title, array_to_string(tags, ' ')), '’‘', '''''') $$;--> statement-breakpoint
-- The vectors of the boards `boards` (every board when null) in one UPDATE, each category's names read once.
CREATE OR REPLACE FUNCTION boards_search_refresh(boards integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
  WITH named AS MATERIALIZED (
    SELECT c.id, category_search_words(c.id) AS words FROM categories c
    WHERE c.id IN (SELECT pc.category_id FROM project_categories pc WHERE boards IS NULL OR pc.project_id = ANY (boards))
  )
  UPDATE projects p SET
    search = board_search_document(board_search_config(u.language), p.title, p.description, p.tags, coalesce(
      (SELECT board_search_concat(n.words) FROM project_categories pc JOIN named n ON n.id = pc.category_id WHERE pc.project_id = p.id),
      ''::tsvector)),
    search_text = board_search_text(p.title, p.tags)
  FROM users u
  WHERE u.id = p.owner_id AND (boards IS NULL OR p.id = ANY (boards))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := board_search_document(
    board_search_config((SELECT u.language FROM users u WHERE u.id = NEW.owner_id)),
    NEW.title, NEW.description, NEW.tags,
    coalesce((SELECT board_search_concat(category_search_words(pc.category_id)) FROM project_categories pc WHERE pc.project_id = NEW.id), ''::tsvector));
  NEW.search_text := board_search_text(NEW.title, NEW.tags);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_categories_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM boards_search_refresh(ARRAY(SELECT DISTINCT changed.project_id FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM boards_search_refresh(ARRAY(
    SELECT DISTINCT pc.project_id FROM project_categories pc JOIN categories c ON c.id = pc.category_id
    WHERE c.id = NEW.id OR c.parent_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM boards_search_refresh(ARRAY(SELECT p.id FROM projects p WHERE p.owner_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_search_insert BEFORE INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_search_keep();--> statement-breakpoint
CREATE TRIGGER projects_search_update BEFORE UPDATE OF title, description, tags, owner_id ON projects
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.tags IS DISTINCT FROM NEW.tags OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION projects_search_keep();--> statement-breakpoint
CREATE TRIGGER project_categories_search_insert AFTER INSERT ON project_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION project_categories_search_keep();--> statement-breakpoint
CREATE TRIGGER project_categories_search_delete AFTER DELETE ON project_categories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION project_categories_search_keep();--> statement-breakpoint
CREATE TRIGGER categories_search_update AFTER UPDATE OF languages, parent_id ON categories
  FOR EACH ROW
  WHEN (OLD.languages IS DISTINCT FROM NEW.languages OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_search_keep();--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE OF language ON users
  FOR EACH ROW
  WHEN (board_search_config(OLD.language) IS DISTINCT FROM board_search_config(NEW.language))
  EXECUTE FUNCTION users_search_keep();--> statement-breakpoint
-- Every board at once, with the index built afterwards (faster than keeping it during the update).
DROP INDEX IF EXISTS "projects_search_idx";--> statement-breakpoint
SELECT boards_search_refresh(NULL);--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "projects_search_text_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);
