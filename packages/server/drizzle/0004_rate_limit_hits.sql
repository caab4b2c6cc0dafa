CREATE TABLE "rate_limit_hits" (
	"name" text NOT NULL,
	"client" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_name_client_window_start_pk" PRIMARY KEY("name","client","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires" ON "rate_limit_hits" USING btree ("expires_at");