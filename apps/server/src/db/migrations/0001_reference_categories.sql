-- Reference data (api.md): the default category tree in en, de and fr. Top level has parent_id 0.
-- The community variant hides 'tips' and 'games' when a user preference asks for it (spec/000 §5).
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") VALUES ('science', 0, 1, '{"en": {"name": "Science", "description": "Questions, experiments and discoveries"}, "de": {"name": "Wissenschaft", "description": "Fragen, Experimente und Entdeckungen"}, "fr": {"name": "Sciences", "description": "Questions, expériences et découvertes"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'biology', "id", 1, '{"en": {"name": "Biology", "description": ""}, "de": {"name": "Biologie", "description": ""}, "fr": {"name": "Biologie", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'science';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'chemistry', "id", 2, '{"en": {"name": "Chemistry", "description": ""}, "de": {"name": "Chemie", "description": ""}, "fr": {"name": "Chimie", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'science';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'physics', "id", 3, '{"en": {"name": "Physics", "description": ""}, "de": {"name": "Physik", "description": ""}, "fr": {"name": "Physique", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'science';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'astronomy', "id", 4, '{"en": {"name": "Astronomy and space", "description": ""}, "de": {"name": "Astronomie und Raumfahrt", "description": ""}, "fr": {"name": "Astronomie et espace", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'science';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'earth-science', "id", 5, '{"en": {"name": "Earth science", "description": ""}, "de": {"name": "Geowissenschaften", "description": ""}, "fr": {"name": "Sciences de la Terre", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'science';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") VALUES ('technology', 0, 2, '{"en": {"name": "Technology", "description": "Code, electronics and the tools we build"}, "de": {"name": "Technik", "description": "Code, Elektronik und die Werkzeuge, die wir bauen"}, "fr": {"name": "Technologie", "description": "Code, électronique et les outils que nous créons"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'coding', "id", 1, '{"en": {"name": "Coding", "description": ""}, "de": {"name": "Programmieren", "description": ""}, "fr": {"name": "Programmation", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'technology';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'electronics', "id", 2, '{"en": {"name": "Electronics", "description": ""}, "de": {"name": "Elektronik", "description": ""}, "fr": {"name": "Électronique", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'technology';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'robotics', "id", 3, '{"en": {"name": "Robotics", "description": ""}, "de": {"name": "Robotik", "description": ""}, "fr": {"name": "Robotique", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'technology';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'artificial-intelligence', "id", 4, '{"en": {"name": "Artificial intelligence", "description": ""}, "de": {"name": "Künstliche Intelligenz", "description": ""}, "fr": {"name": "Intelligence artificielle", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'technology';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT '3d-printing', "id", 5, '{"en": {"name": "3D printing", "description": ""}, "de": {"name": "3D-Druck", "description": ""}, "fr": {"name": "Impression 3D", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'technology';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") VALUES ('engineering', 0, 3, '{"en": {"name": "Engineering", "description": "Designing, building and testing things that work"}, "de": {"name": "Ingenieurwesen", "description": "Dinge entwerfen, bauen und testen, die funktionieren"}, "fr": {"name": "Ingénierie", "description": "Concevoir, construire et tester des choses qui fonctionnent"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'mechanical', "id", 1, '{"en": {"name": "Mechanical engineering", "description": ""}, "de": {"name": "Maschinenbau", "description": ""}, "fr": {"name": "Génie mécanique", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'engineering';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'civil', "id", 2, '{"en": {"name": "Civil engineering", "description": ""}, "de": {"name": "Bauingenieurwesen", "description": ""}, "fr": {"name": "Génie civil", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'engineering';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'electrical', "id", 3, '{"en": {"name": "Electrical engineering", "description": ""}, "de": {"name": "Elektrotechnik", "description": ""}, "fr": {"name": "Génie électrique", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'engineering';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'aerospace', "id", 4, '{"en": {"name": "Aerospace", "description": ""}, "de": {"name": "Luft- und Raumfahrttechnik", "description": ""}, "fr": {"name": "Aérospatiale", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'engineering';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'woodworking', "id", 5, '{"en": {"name": "Woodworking and crafts", "description": ""}, "de": {"name": "Holzarbeiten und Handwerk", "description": ""}, "fr": {"name": "Travail du bois et artisanat", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'engineering';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") VALUES ('mathematics', 0, 4, '{"en": {"name": "Mathematics", "description": "Patterns, puzzles and proofs"}, "de": {"name": "Mathematik", "description": "Muster, Rätsel und Beweise"}, "fr": {"name": "Mathématiques", "description": "Motifs, énigmes et démonstrations"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'geometry', "id", 1, '{"en": {"name": "Geometry", "description": ""}, "de": {"name": "Geometrie", "description": ""}, "fr": {"name": "Géométrie", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'mathematics';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'statistics', "id", 2, '{"en": {"name": "Statistics and data", "description": ""}, "de": {"name": "Statistik und Daten", "description": ""}, "fr": {"name": "Statistiques et données", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'mathematics';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'puzzles', "id", 3, '{"en": {"name": "Puzzles and logic", "description": ""}, "de": {"name": "Rätsel und Logik", "description": ""}, "fr": {"name": "Énigmes et logique", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'mathematics';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'cryptography', "id", 4, '{"en": {"name": "Cryptography", "description": ""}, "de": {"name": "Kryptografie", "description": ""}, "fr": {"name": "Cryptographie", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'mathematics';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") VALUES ('environment', 0, 5, '{"en": {"name": "Environment", "description": "Climate, energy and caring for the planet"}, "de": {"name": "Umwelt", "description": "Klima, Energie und der Schutz unseres Planeten"}, "fr": {"name": "Environnement", "description": "Climat, énergie et soin de la planète"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'renewable-energy', "id", 1, '{"en": {"name": "Renewable energy", "description": ""}, "de": {"name": "Erneuerbare Energie", "description": ""}, "fr": {"name": "Énergies renouvelables", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'environment';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'climate', "id", 2, '{"en": {"name": "Climate", "description": ""}, "de": {"name": "Klima", "description": ""}, "fr": {"name": "Climat", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'environment';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'recycling', "id", 3, '{"en": {"name": "Recycling and upcycling", "description": ""}, "de": {"name": "Recycling und Upcycling", "description": ""}, "fr": {"name": "Recyclage et surcyclage", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'environment';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'water', "id", 4, '{"en": {"name": "Water", "description": ""}, "de": {"name": "Wasser", "description": ""}, "fr": {"name": "Eau", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'environment';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") VALUES ('health', 0, 6, '{"en": {"name": "Health", "description": "Medicine, the body and well-being"}, "de": {"name": "Gesundheit", "description": "Medizin, Körper und Wohlbefinden"}, "fr": {"name": "Santé", "description": "Médecine, corps et bien-être"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'medicine', "id", 1, '{"en": {"name": "Medicine", "description": ""}, "de": {"name": "Medizin", "description": ""}, "fr": {"name": "Médecine", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'health';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'nutrition', "id", 2, '{"en": {"name": "Nutrition", "description": ""}, "de": {"name": "Ernährung", "description": ""}, "fr": {"name": "Nutrition", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'health';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'neuroscience', "id", 3, '{"en": {"name": "Neuroscience", "description": ""}, "de": {"name": "Neurowissenschaften", "description": ""}, "fr": {"name": "Neurosciences", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'health';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'sports-science', "id", 4, '{"en": {"name": "Sports science", "description": ""}, "de": {"name": "Sportwissenschaft", "description": ""}, "fr": {"name": "Sciences du sport", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'health';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") VALUES ('arts-design', 0, 7, '{"en": {"name": "Arts and design", "description": "Where making meets creativity"}, "de": {"name": "Kunst und Design", "description": "Wo Machen auf Kreativität trifft"}, "fr": {"name": "Arts et design", "description": "Là où fabriquer rencontre la créativité"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'digital-art', "id", 1, '{"en": {"name": "Digital art", "description": ""}, "de": {"name": "Digitale Kunst", "description": ""}, "fr": {"name": "Art numérique", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'arts-design';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'music-tech', "id", 2, '{"en": {"name": "Music technology", "description": ""}, "de": {"name": "Musiktechnik", "description": ""}, "fr": {"name": "Technologie musicale", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'arts-design';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'textiles', "id", 3, '{"en": {"name": "Textiles and wearables", "description": ""}, "de": {"name": "Textilien und Wearables", "description": ""}, "fr": {"name": "Textiles et objets connectés", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'arts-design';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'architecture', "id", 4, '{"en": {"name": "Architecture", "description": ""}, "de": {"name": "Architektur", "description": ""}, "fr": {"name": "Architecture", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'arts-design';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") VALUES ('tips', 0, 8, '{"en": {"name": "Tips and tricks", "description": "Short how-tos from the community"}, "de": {"name": "Tipps und Tricks", "description": "Kurze Anleitungen aus der Community"}, "fr": {"name": "Astuces", "description": "Petits tutoriels de la communauté"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'workshop-tips', "id", 1, '{"en": {"name": "Workshop tips", "description": ""}, "de": {"name": "Werkstatt-Tipps", "description": ""}, "fr": {"name": "Astuces d''atelier", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'tips';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'study-tips', "id", 2, '{"en": {"name": "Study tips", "description": ""}, "de": {"name": "Lerntipps", "description": ""}, "fr": {"name": "Astuces d''étude", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'tips';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'tool-tips', "id", 3, '{"en": {"name": "Tools", "description": ""}, "de": {"name": "Werkzeuge", "description": ""}, "fr": {"name": "Outils", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'tips';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") VALUES ('games', 0, 9, '{"en": {"name": "Games", "description": "Games to play, build and learn from"}, "de": {"name": "Spiele", "description": "Spiele zum Spielen, Bauen und Lernen"}, "fr": {"name": "Jeux", "description": "Des jeux pour jouer, construire et apprendre"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'game-design', "id", 1, '{"en": {"name": "Game design", "description": ""}, "de": {"name": "Spieldesign", "description": ""}, "fr": {"name": "Conception de jeux", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'games';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'board-games', "id", 2, '{"en": {"name": "Board games", "description": ""}, "de": {"name": "Brettspiele", "description": ""}, "fr": {"name": "Jeux de société", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'games';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "languages") SELECT 'video-games', "id", 3, '{"en": {"name": "Video games", "description": ""}, "de": {"name": "Videospiele", "description": ""}, "fr": {"name": "Jeux vidéo", "description": ""}}'::jsonb FROM "categories" WHERE "slug" = 'games';
--> statement-breakpoint
INSERT INTO "categories" ("slug", "parent_id", "position", "is_private", "languages") VALUES ('staff-picks', 0, 99, true, '{"en":{"name":"Staff picks","description":"Chosen by the Makerboard team"},"de":{"name":"Empfehlungen des Teams","description":"Vom Makerboard-Team ausgewählt"},"fr":{"name":"Coups de cœur","description":"Choisis par l''équipe Makerboard"}}'::jsonb);
