ALTER TABLE "fair_submissions" ADD COLUMN "grade_band" text;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD COLUMN "language" text;