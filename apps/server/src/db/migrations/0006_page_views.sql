CREATE TABLE "page_views" (
	"day" text NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "page_views_day_path_key" ON "page_views" USING btree ("day","path");