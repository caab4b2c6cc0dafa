CREATE TABLE "simulated_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"card_last4" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "currency" text DEFAULT 'aud' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attempt_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "provider" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "lead" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "shopper_email" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_payment_events" ADD CONSTRAINT "simulated_payment_events_payment_id_simulated_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."simulated_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulated_payment_events_due" ON "simulated_payment_events" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_payments_idempotency" ON "simulated_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_attempt" ON "reservations" USING btree ("site_id","attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_provider_payment" ON "reservations" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_car_paid" ON "reservations" USING btree ("car_id") WHERE "reservations"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending', 'paid', 'refund_pending', 'refunded', 'cancelled', 'expired'));