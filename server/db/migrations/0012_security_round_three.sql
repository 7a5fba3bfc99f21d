CREATE TABLE "mail_recipient_sends" (
	"recipient_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "state" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_recipient_sends_idx" ON "mail_recipient_sends" USING btree ("recipient_hash","sent_at");--> statement-breakpoint
-- Self-registered accounts made before this migration never proved their address: they confirm it with a code
-- before their next request (seeded and operator-made accounts keep the default, verified).
UPDATE "users" SET "email_verified_at" = NULL WHERE "id" IN (SELECT "user_id" FROM "user_attributes" WHERE "name" = 'registrationVersion');
