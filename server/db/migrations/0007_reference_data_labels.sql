ALTER TABLE "screening_packages" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "specialties" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;