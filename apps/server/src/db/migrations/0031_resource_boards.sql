CREATE TABLE "resource_boards" (
	"resource_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_boards_resource_id_project_id_pk" PRIMARY KEY("resource_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "resource_boards" ADD CONSTRAINT "resource_boards_resource_id_partner_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."partner_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_boards" ADD CONSTRAINT "resource_boards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_boards" ADD CONSTRAINT "resource_boards_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_boards_project_idx" ON "resource_boards" USING btree ("project_id");