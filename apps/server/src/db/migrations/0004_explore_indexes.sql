DROP INDEX "projects_public_newest_idx";--> statement-breakpoint
DROP INDEX "projects_likes_idx";--> statement-breakpoint
DROP INDEX "projects_owner_idx";--> statement-breakpoint
CREATE INDEX "projects_explore_newest_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "projects"."is_private" and not "projects"."is_hidden" and not "projects"."is_draft" and not "projects"."is_template";--> statement-breakpoint
CREATE INDEX "projects_explore_popular_idx" ON "projects" USING btree (("likes_count" + 2 * "comments_count" + "subscribers_count") desc nulls first,"id" DESC NULLS FIRST) WHERE not "projects"."is_private" and not "projects"."is_hidden" and not "projects"."is_draft" and not "projects"."is_template";--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_id","updated_at" DESC NULLS FIRST);