CREATE SEQUENCE "public"."request_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
-- A draft is the patient's: staff worklists list a request once its form is sent (docs/decisions.md, "Every click
-- works: drafts, reference numbers and smaller items"). Drafts opened before this migration leave the clinic's list.
DELETE FROM "worklist_items" WHERE "audience" = 'provider' AND "request_id" IN (SELECT "id" FROM "appointment_requests" WHERE "status" = 'Incomplete');
