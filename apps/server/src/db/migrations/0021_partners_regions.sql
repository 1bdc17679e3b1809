CREATE TABLE "partner_page_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'partner' NOT NULL,
	"image_url" text,
	"logo" "bytea",
	"website" text,
	"primary_color" text,
	"secondary_color" text,
	"default_language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text
);
--> statement-breakpoint
CREATE TABLE "region_sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"province_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_page_info" ADD CONSTRAINT "partner_page_info_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_banners" ADD CONSTRAINT "region_banners_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_sponsors" ADD CONSTRAINT "region_sponsors_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_page_info_partner_name_key" ON "partner_page_info" USING btree ("partner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_name_key" ON "partners" USING btree ("name");--> statement-breakpoint
CREATE INDEX "partners_kind_title_idx" ON "partners" USING btree ("kind","title");--> statement-breakpoint
CREATE INDEX "region_banners_region_idx" ON "region_banners" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "region_sponsors_region_idx" ON "region_sponsors" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_key_key" ON "regions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "regions_province_idx" ON "regions" USING btree ("province_id");