CREATE TABLE "appointment_reminders" (
	"request_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_reminders_request_id_starts_at_pk" PRIMARY KEY("request_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"job_id" text NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_job_id_recipient_pk" PRIMARY KEY("job_id","recipient")
);
--> statement-breakpoint
CREATE TABLE "waiting_list_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"slot_id" text NOT NULL,
	"request_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"status" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_locale" text;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_request_id_appointment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appointment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_slot_request_uq" ON "waiting_list_offers" USING btree ("slot_id","request_id");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_open_idx" ON "waiting_list_offers" USING btree ("held_until") WHERE "waiting_list_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waiting_list_offers_request_idx" ON "waiting_list_offers" USING btree ("request_id","status");