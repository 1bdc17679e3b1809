CREATE TABLE "auditorium_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"auditorium_id" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoriums" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clickable_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"lobby_id" integer NOT NULL,
	"name" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"href" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobbies" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"language" text NOT NULL,
	"upload_id" integer NOT NULL,
	"captions" text
);
--> statement-breakpoint
ALTER TABLE "auditorium_videos" ADD CONSTRAINT "auditorium_videos_auditorium_id_auditoriums_id_fk" FOREIGN KEY ("auditorium_id") REFERENCES "public"."auditoriums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clickable_areas" ADD CONSTRAINT "clickable_areas_lobby_id_lobbies_id_fk" FOREIGN KEY ("lobby_id") REFERENCES "public"."lobbies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobbies" ADD CONSTRAINT "lobbies_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_languages" ADD CONSTRAINT "video_languages_video_id_auditorium_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."auditorium_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_languages" ADD CONSTRAINT "video_languages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditorium_videos_auditorium_idx" ON "auditorium_videos" USING btree ("auditorium_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auditoriums_slug_key" ON "auditoriums" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "clickable_areas_lobby_idx" ON "clickable_areas" USING btree ("lobby_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lobbies_path_key" ON "lobbies" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "video_languages_video_language_key" ON "video_languages" USING btree ("video_id","language");--> statement-breakpoint
CREATE INDEX "video_languages_upload_idx" ON "video_languages" USING btree ("upload_id");