ALTER TABLE "projects" ADD COLUMN "cover_upload_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_upload_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_key" text;