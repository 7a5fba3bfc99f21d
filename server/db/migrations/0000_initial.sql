CREATE TABLE "error_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "error_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text,
	"user_id" text,
	"message" text NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"client_at" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_drafts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_attributes" (
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "user_attributes_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"gender" text,
	"birthday" date,
	"mobile" text,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reference_no" text NOT NULL,
	"request_type" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"doctor_id" text,
	"package_id" text,
	"facility_id" text NOT NULL,
	"patient_user_id" text,
	"created_by_user_id" text,
	"patient" jsonb NOT NULL,
	"assigned_slot_id" text,
	"assigned_slot_start" timestamp with time zone,
	"assigned_slot_end" timestamp with time zone,
	"used_preferred_slot" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_status_history" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"changed_by_user_id" text,
	"changed_by_name" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_units" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"kind" text NOT NULL,
	"doctor_id" text,
	"facility_id" text NOT NULL,
	"resource_name" text NOT NULL,
	"location_name" text NOT NULL,
	"default_duration_in_minute" integer NOT NULL,
	"slot_capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_configs" (
	"client_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"client_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"rate" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"parent_code" text,
	"level" text NOT NULL,
	"is_others" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text,
	"fullname" text NOT NULL,
	"gender" text NOT NULL,
	"consult_fee" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"region_state" text NOT NULL,
	"city" text NOT NULL,
	"languages" jsonb NOT NULL,
	"specialties" jsonb NOT NULL,
	"sub_specialties" jsonb NOT NULL,
	"qualifications" jsonb NOT NULL,
	"work_experiences" jsonb NOT NULL,
	"background" text NOT NULL,
	"profile_image_url" text
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"facility_name" text NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"region_state" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"panels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" text,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identification_document_types" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"city" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_units" (
	"package_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "package_units_package_id_unit_id_pk" PRIMARY KEY("package_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "paf_cases" (
	"case_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"created_by_user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"gender" text NOT NULL,
	"age" integer NOT NULL,
	"identification_doc_num" text NOT NULL,
	"admission_date" text,
	"hospital_id" text,
	"admitting_hospital" text,
	"length_of_stay" integer,
	"primary_diagnosis" text,
	"treatment_type" text,
	"ward_type" text,
	"ward_type_others" text,
	"doctor_name" text,
	"procedure_codes" jsonb NOT NULL,
	"pdf_link" text,
	"patient" jsonb NOT NULL,
	"policy_owner" jsonb,
	"guardian" jsonb,
	"admission" jsonb,
	"section_c" jsonb,
	"section_d" jsonb,
	"estimate" jsonb,
	"referral" jsonb,
	"hospital_charges" jsonb,
	"is_hospital_part_completed" boolean DEFAULT false NOT NULL,
	"is_specialist_part_completed" boolean DEFAULT false NOT NULL,
	"is_patient_part_completed" boolean DEFAULT false NOT NULL,
	"is_policy_holder_part_completed" boolean,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_entities" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"tpe" text NOT NULL,
	"space_name" text NOT NULL,
	"space_id" text NOT NULL,
	"user_detail" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payors" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"business_full_name" text NOT NULL,
	"country" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "payors_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "preferred_slots" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone,
	"priority" integer NOT NULL,
	"is_waiting_list" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedure_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"level_one_description" text NOT NULL,
	"level_two_description" text NOT NULL,
	"procedure_code" text NOT NULL,
	"procedure_code_description" text NOT NULL,
	"is_others" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_days" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "schedule_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"day_id" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"duration_in_minute" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"slot_id" text NOT NULL,
	"request_id" text,
	"slot_start_at" timestamp with time zone NOT NULL,
	"slot_end_at" timestamp with time zone NOT NULL,
	"display_name" text NOT NULL,
	"reference_id" text NOT NULL,
	"service_type" text NOT NULL,
	"is_waiting_list" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_info" (
	"client_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"tax_name" text NOT NULL,
	"tax_percent" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worklist_items" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"request_id" text NOT NULL,
	"audience" text NOT NULL,
	"provider_id" text,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_drafts" ADD CONSTRAINT "signup_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attributes" ADD CONSTRAINT "user_attributes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_unit_id_appointment_units_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."appointment_units"("unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_history" ADD CONSTRAINT "appointment_status_history_request_id_appointment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appointment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_units" ADD CONSTRAINT "appointment_units_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_units" ADD CONSTRAINT "appointment_units_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_units" ADD CONSTRAINT "package_units_package_id_screening_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."screening_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_units" ADD CONSTRAINT "package_units_unit_id_appointment_units_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."appointment_units"("unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_slots" ADD CONSTRAINT "preferred_slots_request_id_appointment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appointment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_unit_id_appointment_units_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."appointment_units"("unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_sessions" ADD CONSTRAINT "schedule_sessions_day_id_schedule_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."schedule_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_session_id_schedule_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."schedule_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worklist_items" ADD CONSTRAINT "worklist_items_request_id_appointment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appointment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("tenant_id","email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_uq" ON "users" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_requests_ref_uq" ON "appointment_requests" USING btree ("tenant_id","reference_no");--> statement-breakpoint
CREATE INDEX "appointment_requests_provider_idx" ON "appointment_requests" USING btree ("tenant_id","provider_id","created_at");--> statement-breakpoint
CREATE INDEX "appointment_requests_patient_idx" ON "appointment_requests" USING btree ("patient_user_id","created_at");--> statement-breakpoint
CREATE INDEX "appointment_status_history_request_idx" ON "appointment_status_history" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "appointment_units_provider_idx" ON "appointment_units" USING btree ("tenant_id","provider_id");--> statement-breakpoint
CREATE INDEX "diagnosis_codes_parent_idx" ON "diagnosis_codes" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "doctors_tenant_idx" ON "doctors" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "doctors_user_idx" ON "doctors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "facilities_tenant_idx" ON "facilities" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_key_uq" ON "form_templates" USING btree ("tenant_id","type","sub_type","version");--> statement-breakpoint
CREATE INDEX "identification_document_types_client_idx" ON "identification_document_types" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "locations_country_idx" ON "locations" USING btree ("country","region");--> statement-breakpoint
CREATE INDEX "paf_cases_tenant_idx" ON "paf_cases" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "panel_entities_client_idx" ON "panel_entities" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "payors_tenant_idx" ON "payors" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "preferred_slots_request_idx" ON "preferred_slots" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_codes_country_code_uq" ON "procedure_codes" USING btree ("country","procedure_code");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_days_unit_date_uq" ON "schedule_days" USING btree ("unit_id","local_date");--> statement-breakpoint
CREATE INDEX "schedule_sessions_unit_start_idx" ON "schedule_sessions" USING btree ("unit_id","start");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_slots_unit_start_uq" ON "schedule_slots" USING btree ("unit_id","start");--> statement-breakpoint
CREATE INDEX "screening_packages_tenant_idx" ON "screening_packages" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "slot_bookings_slot_idx" ON "slot_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "slot_bookings_unit_idx" ON "slot_bookings" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specialties_country_name_uq" ON "specialties" USING btree ("country","name");--> statement-breakpoint
CREATE INDEX "worklist_items_provider_idx" ON "worklist_items" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "worklist_items_user_idx" ON "worklist_items" USING btree ("user_id","created_at");