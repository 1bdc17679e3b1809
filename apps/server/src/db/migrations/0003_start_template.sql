-- Reference data: the start-button template (spec/000 §2 startButtonTemplate → start/21744), owned by
-- the Makerboard system account, which cannot sign in (no password, no email).
INSERT INTO "users" ("user_name", "first_name", "last_name", "referral_code", "signup_source", "verified_at")
VALUES ('makerboard', 'Makerboard', 'Team', 'system-makerboard', 'system', now())
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "projects" ("id", "type", "title", "description", "owner_id", "is_template", "template_settings", "posts_count", "year")
SELECT 21744, 'story', 'My maker story',
  'Tell the story of something you made or discovered: what got you started, how you built it, what went wrong and what you learned.',
  "id", true, '{"createSection": true, "maxSections": 12, "reorder": true, "caption": "Start your story"}'::jsonb, 4, 2026
FROM "users" WHERE "user_name" = 'makerboard'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "project_members" ("project_id", "user_id", "role")
SELECT 21744, "id", 'owner' FROM "users" WHERE "user_name" = 'makerboard'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "posts" ("project_id", "user_id", "title", "body", "priority")
SELECT 21744, u."id", s.title, s.body, s.priority
FROM "users" u, (VALUES
  ('The spark', '<p>What question or problem got you started? Who or what inspired you?</p>', 0),
  ('What I built', '<p>Describe what you made, the materials and tools, and how it works. Add photos or a video.</p>', 1),
  ('What went wrong', '<p>Every maker story has a failure or two. What did not work, and how did you fix it?</p>', 2),
  ('What I learned', '<p>What would you do differently next time? What should someone trying this know?</p>', 3)
) AS s(title, body, priority)
WHERE u."user_name" = 'makerboard' AND NOT EXISTS (SELECT 1 FROM "posts" WHERE "project_id" = 21744);
--> statement-breakpoint
INSERT INTO "project_categories" ("project_id", "category_id")
SELECT 21744, "id" FROM "categories" WHERE "slug" = 'science'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- New boards continue after the template's id.
SELECT setval(pg_get_serial_sequence('projects', 'id'), greatest((SELECT max("id") FROM "projects"), 21744));
