CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"project_id" integer NOT NULL,
	"ground" text NOT NULL,
	"title" text NOT NULL,
	"names" text[] DEFAULT '{}'::text[] NOT NULL,
	"award_name" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_categories" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_project_ground_key" ON "certificates" USING btree ("project_id","ground");