CREATE TABLE "cars" (
	"id" text PRIMARY KEY NOT NULL,
	"dealership_id" text NOT NULL,
	"stock_key" text NOT NULL,
	"slug" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"car_type" text NOT NULL,
	"item_type" text NOT NULL,
	"status" text NOT NULL,
	"price" double precision,
	"location_id" text,
	"sold_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"data_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_slug_unique" UNIQUE("slug"),
	CONSTRAINT "cars_car_type_check" CHECK ("cars"."car_type" in ('new', 'used', 'demo')),
	CONSTRAINT "cars_item_type_check" CHECK ("cars"."item_type" in ('car', 'caravan')),
	CONSTRAINT "cars_status_check" CHECK ("cars"."status" in ('in_stock', 'coming_soon', 'sold', 'others'))
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"lead_destinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealerships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"destination_index" integer NOT NULL,
	"destination" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_deliveries_status_check" CHECK ("lead_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"dealership_id" text NOT NULL,
	"car_id" text,
	"idempotency_key" text,
	"category" text NOT NULL,
	"subcategory" text,
	"event_id" integer,
	"payload" jsonb NOT NULL,
	"client_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"dealership_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"location_type" text DEFAULT 'sales' NOT NULL,
	"location_subtype" text,
	"primary" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"city" text,
	"state" text,
	"postcode" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "locations_type_check" CHECK ("locations"."location_type" in ('sales', 'service', 'parts'))
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name"),
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer_name" text,
	"excluded_website_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"location_id" text NOT NULL,
	"department" text DEFAULT 'sales' NOT NULL,
	"weekday" smallint NOT NULL,
	"status" text NOT NULL,
	"open" text,
	"close" text,
	"formated_hours" text,
	CONSTRAINT "opening_hours_location_id_department_weekday_pk" PRIMARY KEY("location_id","department","weekday"),
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" between 0 and 6),
	CONSTRAINT "opening_hours_status_check" CHECK ("opening_hours"."status" in ('Open', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_id" text NOT NULL,
	"dealership_id" text NOT NULL,
	"website_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"car_id" text NOT NULL,
	"site_id" text NOT NULL,
	"lead_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"deposit_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending', 'paid', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "site_dealerships" (
	"site_id" text NOT NULL,
	"dealership_id" text NOT NULL,
	CONSTRAINT "site_dealerships_site_id_dealership_id_pk" PRIMARY KEY("site_id","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"start_hour" text,
	"end_hour" text,
	"department" text DEFAULT 'all' NOT NULL,
	CONSTRAINT "special_hours_department_check" CHECK ("special_hours"."department" in ('all', 'sales', 'service', 'parts'))
);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stock_key" ON "cars" USING btree ("dealership_id","stock_key");--> statement-breakpoint
CREATE INDEX "cars_dealership_status" ON "cars" USING btree ("dealership_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_destination" ON "lead_deliveries" USING btree ("lead_id","destination_index");--> statement-breakpoint
CREATE INDEX "lead_deliveries_due" ON "lead_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_site_idempotency_key" ON "leads" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_dealership_created" ON "leads" USING btree ("dealership_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_dealership_slug_type" ON "locations" USING btree ("dealership_id","slug","location_type");--> statement-breakpoint
CREATE UNIQUE INDEX "models_manufacturer_slug" ON "models" USING btree ("manufacturer_id","slug");--> statement-breakpoint
CREATE INDEX "reservations_car" ON "reservations" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "special_hours_location_date" ON "special_hours" USING btree ("location_id","date");