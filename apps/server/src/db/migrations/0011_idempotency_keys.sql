ALTER TABLE "comments" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_client_key_idx" ON "comments" USING btree ("user_id","client_key") WHERE client_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key_idx" ON "messages" USING btree ("user_id","client_key") WHERE client_key is not null;