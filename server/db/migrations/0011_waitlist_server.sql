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
CREATE UNIQUE INDEX "waiting_list_offers_slot_request_uq" ON "waiting_list_offers" USING btree ("slot_id","request_id");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_open_idx" ON "waiting_list_offers" USING btree ("held_until") WHERE "waiting_list_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waiting_list_offers_request_idx" ON "waiting_list_offers" USING btree ("request_id","status");