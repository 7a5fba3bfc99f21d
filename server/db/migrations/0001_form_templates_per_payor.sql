DROP INDEX "form_templates_key_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_key_uq" ON "form_templates" USING btree ("tenant_id","client_id","type","sub_type","version");