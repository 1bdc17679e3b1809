CREATE TABLE "judge_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expertise" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"grade_bands" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "judging_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_recusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_score_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"poll_id" integer NOT NULL,
	"old_option_id" integer,
	"new_option_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_team_boards" (
	"team_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_team_boards_team_id_project_id_pk" PRIMARY KEY("team_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "judging_team_members" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "judging_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"group_id" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone,
	"duration_minutes" integer,
	"template_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judge_registrations" ADD CONSTRAINT "judge_registrations_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_registrations" ADD CONSTRAINT "judge_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_registrations" ADD CONSTRAINT "judge_registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_audit" ADD CONSTRAINT "judging_audit_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_audit" ADD CONSTRAINT "judging_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_recusals" ADD CONSTRAINT "judging_recusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_recusals" ADD CONSTRAINT "judging_recusals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_score_history" ADD CONSTRAINT "judging_score_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_score_history" ADD CONSTRAINT "judging_score_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_score_history" ADD CONSTRAINT "judging_score_history_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_score_history" ADD CONSTRAINT "judging_score_history_old_option_id_poll_options_id_fk" FOREIGN KEY ("old_option_id") REFERENCES "public"."poll_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_score_history" ADD CONSTRAINT "judging_score_history_new_option_id_poll_options_id_fk" FOREIGN KEY ("new_option_id") REFERENCES "public"."poll_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_team_boards" ADD CONSTRAINT "judging_team_boards_team_id_judging_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."judging_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_team_boards" ADD CONSTRAINT "judging_team_boards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_team_members" ADD CONSTRAINT "judging_team_members_team_id_judging_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."judging_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_team_members" ADD CONSTRAINT "judging_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_teams" ADD CONSTRAINT "judging_teams_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "judge_registrations_fair_user_key" ON "judge_registrations" USING btree ("fair_id","user_id");--> statement-breakpoint
CREATE INDEX "judge_registrations_fair_idx" ON "judge_registrations" USING btree ("fair_id","status");--> statement-breakpoint
CREATE INDEX "judging_audit_fair_idx" ON "judging_audit" USING btree ("fair_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "judging_recusals_user_project_key" ON "judging_recusals" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "judging_recusals_project_idx" ON "judging_recusals" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "judging_score_history_project_idx" ON "judging_score_history" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "judging_score_history_user_idx" ON "judging_score_history" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "judging_team_boards_project_idx" ON "judging_team_boards" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "judging_team_members_user_idx" ON "judging_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "judging_teams_fair_idx" ON "judging_teams" USING btree ("fair_id","id");