DROP INDEX "appointment_requests_provider_idx";--> statement-breakpoint
DROP INDEX "slot_bookings_unit_idx";--> statement-breakpoint
DROP INDEX "worklist_items_request_idx";--> statement-breakpoint
CREATE INDEX "appointment_requests_provider_status_idx" ON "appointment_requests" USING btree ("tenant_id","provider_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "appointment_requests_unit_status_idx" ON "appointment_requests" USING btree ("unit_id","status","assigned_slot_start");--> statement-breakpoint
CREATE INDEX "paf_cases_tenant_admission_idx" ON "paf_cases" USING btree ("tenant_id","admission_date");--> statement-breakpoint
CREATE INDEX "paf_cases_tenant_draft_idx" ON "paf_cases" USING btree ("tenant_id","created_at") WHERE "paf_cases"."admission_date" is null;--> statement-breakpoint
CREATE INDEX "appointment_requests_provider_idx" ON "appointment_requests" USING btree ("tenant_id","provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "slot_bookings_unit_idx" ON "slot_bookings" USING btree ("unit_id","slot_start_at");--> statement-breakpoint
CREATE INDEX "worklist_items_request_idx" ON "worklist_items" USING btree ("request_id","audience");--> statement-breakpoint
-- Written by hand (drizzle has no statistics objects): an item's tenant, audience and provider go together, and
-- without this PostgreSQL multiplies their selectivities, expects a provider's worklist to be tiny and plans
-- parallel scans for a page of 6 rows (docs/decisions.md, lists at insurer scale).
CREATE STATISTICS IF NOT EXISTS "worklist_items_owner_stats" (dependencies, mcv) ON "tenant_id", "audience", "provider_id" FROM "worklist_items";
