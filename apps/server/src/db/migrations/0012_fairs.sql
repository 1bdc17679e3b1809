CREATE TABLE "award_permissions" (
	"award_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "award_permissions_award_id_user_id_pk" PRIMARY KEY("award_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"site_source" text,
	"site_visibility" text DEFAULT 'awards' NOT NULL,
	"fair_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nominations" (
	"project_id" integer NOT NULL,
	"award_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nominations_project_id_award_id_pk" PRIMARY KEY("project_id","award_id")
);
--> statement-breakpoint
CREATE TABLE "project_awards" (
	"award_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"given_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_awards_award_id_project_id_pk" PRIMARY KEY("award_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "decline_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"messages" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fair_staff" (
	"fair_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_staff_fair_id_user_id_role_pk" PRIMARY KEY("fair_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "fair_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"status" text NOT NULL,
	"district_id" integer,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text,
	"reason_id" integer,
	"decline_comment" text,
	"message" text,
	"submitted_by" integer,
	"reviewed_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"abbreviation" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"submission_deadline" timestamp with time zone,
	"editing_reopened" boolean DEFAULT false NOT NULL,
	"judging_start" timestamp with time zone,
	"judging_end" timestamp with time zone,
	"results_at" timestamp with time zone,
	"grade_bands" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"text" text NOT NULL,
	"tag" text,
	"score" real,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"kind" text NOT NULL,
	"fair_id" integer,
	"post_id" integer,
	"max_score" real,
	"required" boolean DEFAULT false NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "edit_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "award_permissions" ADD CONSTRAINT "award_permissions_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_permissions" ADD CONSTRAINT "award_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_awards" ADD CONSTRAINT "project_awards_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_awards" ADD CONSTRAINT "project_awards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_awards" ADD CONSTRAINT "project_awards_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_districts" ADD CONSTRAINT "fair_districts_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_questions" ADD CONSTRAINT "fair_questions_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_staff" ADD CONSTRAINT "fair_staff_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_staff" ADD CONSTRAINT "fair_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD CONSTRAINT "fair_submissions_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD CONSTRAINT "fair_submissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD CONSTRAINT "fair_submissions_district_id_fair_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."fair_districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD CONSTRAINT "fair_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD CONSTRAINT "fair_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_permissions_user_idx" ON "award_permissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_awards_project_idx" ON "project_awards" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_awards_created_idx" ON "project_awards" USING btree ("created_at" DESC NULLS FIRST,"project_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "fair_districts_name_key" ON "fair_districts" USING btree ("fair_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fair_questions_fair_idx" ON "fair_questions" USING btree ("fair_id");--> statement-breakpoint
CREATE INDEX "fair_staff_user_idx" ON "fair_staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_submissions_fair_project_key" ON "fair_submissions" USING btree ("fair_id","project_id");--> statement-breakpoint
CREATE INDEX "fair_submissions_project_idx" ON "fair_submissions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fair_submissions_fair_status_idx" ON "fair_submissions" USING btree ("fair_id","status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "poll_answers_once_key" ON "poll_answers" USING btree ("poll_id","user_id","project_id");--> statement-breakpoint
CREATE INDEX "poll_answers_project_idx" ON "poll_answers" USING btree ("project_id","poll_id");--> statement-breakpoint
CREATE INDEX "poll_options_poll_idx" ON "poll_options" USING btree ("poll_id");--> statement-breakpoint
CREATE INDEX "polls_kind_idx" ON "polls" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "polls_fair_idx" ON "polls" USING btree ("fair_id");--> statement-breakpoint
INSERT INTO "decline_reasons" ("messages", "position") VALUES
('{"en":"The board is incomplete: please add the missing sections.","de":"Das Board ist unvollständig: Bitte ergänze die fehlenden Abschnitte.","fr":"Le tableau est incomplet : veuillez ajouter les sections manquantes."}', 1),
('{"en":"The board does not fit the fair''s theme or rules.","de":"Das Board passt nicht zum Thema oder zu den Regeln der Messe.","fr":"Le tableau ne correspond pas au thème ou au règlement du salon."}', 2),
('{"en":"Please describe your method and results in more detail.","de":"Bitte beschreibe deine Methode und Ergebnisse ausführlicher.","fr":"Veuillez décrire votre méthode et vos résultats plus en détail."}', 3),
('{"en":"Safety or consent forms are missing.","de":"Sicherheits- oder Einverständnisformulare fehlen.","fr":"Des formulaires de sécurité ou de consentement manquent."}', 4),
('{"en":"The board contains content that is not the team''s own work, or is not credited.","de":"Das Board enthält Inhalte, die nicht von der Gruppe stammen oder nicht gekennzeichnet sind.","fr":"Le tableau contient des contenus qui ne sont pas le travail de l''équipe ou ne sont pas crédités."}', 5);
