CREATE TABLE "banner_carousels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"delay_ms" integer DEFAULT 5000 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"carousel_id" integer NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text
);
--> statement-breakpoint
CREATE TABLE "carousel_categories" (
	"carousel_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "carousel_categories_carousel_id_category_id_pk" PRIMARY KEY("carousel_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "iframe_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iframes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"src" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carousel_banners" ADD CONSTRAINT "carousel_banners_carousel_id_banner_carousels_id_fk" FOREIGN KEY ("carousel_id") REFERENCES "public"."banner_carousels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_categories" ADD CONSTRAINT "carousel_categories_carousel_id_banner_carousels_id_fk" FOREIGN KEY ("carousel_id") REFERENCES "public"."banner_carousels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_categories" ADD CONSTRAINT "carousel_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iframes" ADD CONSTRAINT "iframes_event_id_fairs_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banner_carousels_one_default" ON "banner_carousels" USING btree ("is_default") WHERE "banner_carousels"."is_default";--> statement-breakpoint
CREATE INDEX "carousel_banners_carousel_idx" ON "carousel_banners" USING btree ("carousel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carousel_categories_category_key" ON "carousel_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iframe_hosts_host_key" ON "iframe_hosts" USING btree ("host");--> statement-breakpoint
CREATE UNIQUE INDEX "iframes_event_key" ON "iframes" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iframes_slug_key" ON "iframes" USING btree ("slug");