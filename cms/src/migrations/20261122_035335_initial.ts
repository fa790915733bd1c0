import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`landing_variants_brands_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` text(36),
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_variants_brands_logos_order_idx\` ON \`landing_variants_brands_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants_brands_logos_parent_id_idx\` ON \`landing_variants_brands_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants_brands_logos_logo_idx\` ON \`landing_variants_brands_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_variants_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`title\` text,
  	\`description\` text,
  	\`icon_id\` text(36),
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_variants_benefits_items_order_idx\` ON \`landing_variants_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants_benefits_items_parent_id_idx\` ON \`landing_variants_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants_benefits_items_icon_idx\` ON \`landing_variants_benefits_items\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_variants_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_variants_faq_items_order_idx\` ON \`landing_variants_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants_faq_items_parent_id_idx\` ON \`landing_variants_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_variants\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version\` numeric,
  	\`internal_name\` text,
  	\`signup_mode\` text DEFAULT 'modal',
  	\`hero_eyebrow\` text,
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`hero_cta_label\` text,
  	\`hero_trust_note\` text,
  	\`hero_image_id\` text(36),
  	\`brands_heading\` text,
  	\`benefits_heading\` text,
  	\`benefits_intro\` text,
  	\`figures_discounts_value\` text,
  	\`figures_discounts_label\` text,
  	\`figures_yearly_savings_value\` text,
  	\`figures_yearly_savings_label\` text,
  	\`figures_seniors_helped_value\` text,
  	\`figures_seniors_helped_label\` text,
  	\`figures_seniors_subscribed_value\` text,
  	\`figures_seniors_subscribed_label\` text,
  	\`faq_heading\` text,
  	\`cta_heading\` text,
  	\`cta_text\` text,
  	\`cta_button_label\` text,
  	\`cta_note\` text,
  	\`signup_modal_title\` text,
  	\`signup_modal_intro\` text,
  	\`signup_modal_email_label\` text,
  	\`signup_modal_email_placeholder\` text,
  	\`signup_modal_submit_label\` text,
  	\`signup_modal_pending_label\` text,
  	\`signup_modal_privacy_note\` text,
  	\`signup_modal_close_label\` text,
  	\`signup_modal_invalid_email_message\` text,
  	\`signup_modal_success_toast_title\` text,
  	\`signup_modal_success_toast_message\` text,
  	\`signup_modal_error_toast_title\` text,
  	\`signup_modal_error_fallback_message\` text,
  	\`inline_success_title\` text,
  	\`inline_success_message\` text,
  	\`inline_success_gift_card_title\` text,
  	\`inline_success_gift_card_text\` text,
  	\`inline_success_gift_card_image_id\` text(36),
  	\`inline_success_reset_label\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`inline_success_gift_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_variants_version_idx\` ON \`landing_variants\` (\`version\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants_hero_hero_image_idx\` ON \`landing_variants\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants_inline_success_inline_success_gift_card_idx\` ON \`landing_variants\` (\`inline_success_gift_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants_updated_at_idx\` ON \`landing_variants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants_created_at_idx\` ON \`landing_variants\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_variants__status_idx\` ON \`landing_variants\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_landing_variants_v_version_brands_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` text(36),
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_variants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_brands_logos_order_idx\` ON \`_landing_variants_v_version_brands_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_brands_logos_parent_id_idx\` ON \`_landing_variants_v_version_brands_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_brands_logos_logo_idx\` ON \`_landing_variants_v_version_brands_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_variants_v_version_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`title\` text,
  	\`description\` text,
  	\`icon_id\` text(36),
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_variants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_benefits_items_order_idx\` ON \`_landing_variants_v_version_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_benefits_items_parent_id_idx\` ON \`_landing_variants_v_version_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_benefits_items_icon_idx\` ON \`_landing_variants_v_version_benefits_items\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_variants_v_version_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_variants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_faq_items_order_idx\` ON \`_landing_variants_v_version_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_faq_items_parent_id_idx\` ON \`_landing_variants_v_version_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_variants_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_version\` numeric,
  	\`version_internal_name\` text,
  	\`version_signup_mode\` text DEFAULT 'modal',
  	\`version_hero_eyebrow\` text,
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_hero_cta_label\` text,
  	\`version_hero_trust_note\` text,
  	\`version_hero_image_id\` text(36),
  	\`version_brands_heading\` text,
  	\`version_benefits_heading\` text,
  	\`version_benefits_intro\` text,
  	\`version_figures_discounts_value\` text,
  	\`version_figures_discounts_label\` text,
  	\`version_figures_yearly_savings_value\` text,
  	\`version_figures_yearly_savings_label\` text,
  	\`version_figures_seniors_helped_value\` text,
  	\`version_figures_seniors_helped_label\` text,
  	\`version_figures_seniors_subscribed_value\` text,
  	\`version_figures_seniors_subscribed_label\` text,
  	\`version_faq_heading\` text,
  	\`version_cta_heading\` text,
  	\`version_cta_text\` text,
  	\`version_cta_button_label\` text,
  	\`version_cta_note\` text,
  	\`version_signup_modal_title\` text,
  	\`version_signup_modal_intro\` text,
  	\`version_signup_modal_email_label\` text,
  	\`version_signup_modal_email_placeholder\` text,
  	\`version_signup_modal_submit_label\` text,
  	\`version_signup_modal_pending_label\` text,
  	\`version_signup_modal_privacy_note\` text,
  	\`version_signup_modal_close_label\` text,
  	\`version_signup_modal_invalid_email_message\` text,
  	\`version_signup_modal_success_toast_title\` text,
  	\`version_signup_modal_success_toast_message\` text,
  	\`version_signup_modal_error_toast_title\` text,
  	\`version_signup_modal_error_fallback_message\` text,
  	\`version_inline_success_title\` text,
  	\`version_inline_success_message\` text,
  	\`version_inline_success_gift_card_title\` text,
  	\`version_inline_success_gift_card_text\` text,
  	\`version_inline_success_gift_card_image_id\` text(36),
  	\`version_inline_success_reset_label\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`landing_variants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_inline_success_gift_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_parent_idx\` ON \`_landing_variants_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_version_version_idx\` ON \`_landing_variants_v\` (\`version_version\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_hero_version_hero_image_idx\` ON \`_landing_variants_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_inline_success_version_inlin_idx\` ON \`_landing_variants_v\` (\`version_inline_success_gift_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_version_updated_at_idx\` ON \`_landing_variants_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_version_created_at_idx\` ON \`_landing_variants_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_version_version__status_idx\` ON \`_landing_variants_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_created_at_idx\` ON \`_landing_variants_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_updated_at_idx\` ON \`_landing_variants_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_variants_v_latest_idx\` ON \`_landing_variants_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`offers_flows\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_flows_order_idx\` ON \`offers_flows\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offers_flows_parent_idx\` ON \`offers_flows\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offers\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`offerid\` text,
  	\`category\` text DEFAULT 'commercial',
  	\`title\` text,
  	\`headline\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`base_url\` text,
  	\`source_line\` text,
  	\`icon_id\` text(36),
  	\`order_sequential\` numeric,
  	\`order_list\` numeric,
  	\`disclaimer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_slug_idx\` ON \`offers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`offers_icon_idx\` ON \`offers\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offers__status_idx\` ON \`offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_version_flows\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_version_flows_order_idx\` ON \`_offers_v_version_flows\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_flows_parent_idx\` ON \`_offers_v_version_flows\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_slug\` text,
  	\`version_offerid\` text,
  	\`version_category\` text DEFAULT 'commercial',
  	\`version_title\` text,
  	\`version_headline\` text,
  	\`version_description\` text,
  	\`version_button_text\` text,
  	\`version_base_url\` text,
  	\`version_source_line\` text,
  	\`version_icon_id\` text(36),
  	\`version_order_sequential\` numeric,
  	\`version_order_list\` numeric,
  	\`version_disclaimer\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_slug_idx\` ON \`_offers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_icon_idx\` ON \`_offers_v\` (\`version_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version__status_idx\` ON \`_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_latest_idx\` ON \`_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`demo_pages_claims\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`demo_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`demo_pages_claims_order_idx\` ON \`demo_pages_claims\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`demo_pages_claims_parent_id_idx\` ON \`demo_pages_claims\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`demo_pages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`kind\` text,
  	\`title\` text,
  	\`eyebrow\` text,
  	\`headline\` text,
  	\`intro\` text,
  	\`form_heading\` text,
  	\`form_name_label\` text,
  	\`form_phone_label\` text,
  	\`form_email_label\` text,
  	\`form_zip_label\` text,
  	\`form_submit_label\` text,
  	\`form_alert_message\` text,
  	\`partner_button_label\` text,
  	\`partner_url\` text,
  	\`back_link_label\` text,
  	\`fine_print\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`demo_pages_slug_idx\` ON \`demo_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`demo_pages_updated_at_idx\` ON \`demo_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`demo_pages_created_at_idx\` ON \`demo_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`demo_pages__status_idx\` ON \`demo_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_demo_pages_v_version_claims\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_demo_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_version_claims_order_idx\` ON \`_demo_pages_v_version_claims\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_version_claims_parent_id_idx\` ON \`_demo_pages_v_version_claims\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_demo_pages_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_slug\` text,
  	\`version_kind\` text,
  	\`version_title\` text,
  	\`version_eyebrow\` text,
  	\`version_headline\` text,
  	\`version_intro\` text,
  	\`version_form_heading\` text,
  	\`version_form_name_label\` text,
  	\`version_form_phone_label\` text,
  	\`version_form_email_label\` text,
  	\`version_form_zip_label\` text,
  	\`version_form_submit_label\` text,
  	\`version_form_alert_message\` text,
  	\`version_partner_button_label\` text,
  	\`version_partner_url\` text,
  	\`version_back_link_label\` text,
  	\`version_fine_print\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`demo_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_parent_idx\` ON \`_demo_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_version_version_slug_idx\` ON \`_demo_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_version_version_updated_at_idx\` ON \`_demo_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_version_version_created_at_idx\` ON \`_demo_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_version_version__status_idx\` ON \`_demo_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_created_at_idx\` ON \`_demo_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_updated_at_idx\` ON \`_demo_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_pages_v_latest_idx\` ON \`_demo_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`landing_variants_id\` text(36),
  	\`offers_id\` text(36),
  	\`demo_pages_id\` text(36),
  	\`media_id\` text(36),
  	\`users_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landing_variants_id\`) REFERENCES \`landing_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demo_pages_id\`) REFERENCES \`demo_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demo_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`demo_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_redirect_allowed_hosts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`host\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_redirect_allowed_hosts_order_idx\` ON \`site_settings_redirect_allowed_hosts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_redirect_allowed_hosts_parent_id_idx\` ON \`site_settings_redirect_allowed_hosts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`site_name\` text NOT NULL,
  	\`logo_id\` text(36),
  	\`tagline\` text NOT NULL,
  	\`legal_privacy_policy_url\` text NOT NULL,
  	\`legal_privacy_policy_label\` text NOT NULL,
  	\`legal_terms_url\` text NOT NULL,
  	\`legal_terms_label\` text NOT NULL,
  	\`legal_copyright_holder\` text NOT NULL,
  	\`legal_rights_reserved\` text NOT NULL,
  	\`social_facebook_url\` text NOT NULL,
  	\`social_instagram_url\` text NOT NULL,
  	\`social_twitter_url\` text NOT NULL,
  	\`integrations_affiliate_pixel_url_template\` text,
  	\`integrations_referral_widget_script_url\` text,
  	\`integrations_tag_manager_container_id\` text,
  	\`integrations_ad_network_script_url\` text,
  	\`integrations_ad_network_exit_url\` text,
  	\`email_sender_name\` text NOT NULL,
  	\`email_sender_address\` text NOT NULL,
  	\`email_reply_to_address\` text,
  	\`email_subject\` text NOT NULL,
  	\`email_postal_address\` text NOT NULL,
  	\`ebook_title\` text NOT NULL,
  	\`ebook_edition\` text NOT NULL,
  	\`ebook_file_id\` text(36),
  	\`ebook_public_path\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ebook_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_ebook_ebook_file_idx\` ON \`site_settings\` (\`ebook_file_id\`);`)
  await db.run(sql`CREATE TABLE \`page_texts_ebook_download_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_texts_ebook_download_contents_order_idx\` ON \`page_texts_ebook_download_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_texts_ebook_download_contents_parent_id_idx\` ON \`page_texts_ebook_download_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_texts\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`continue_registration_sequential_heading\` text,
  	\`continue_registration_sequential_intro\` text,
  	\`continue_registration_sequential_loading_message\` text,
  	\`continue_registration_sequential_progress_label\` text,
  	\`continue_registration_sequential_decline_label\` text,
  	\`continue_registration_sequential_completing_message\` text,
  	\`continue_registration_list_heading\` text,
  	\`continue_registration_list_intro\` text,
  	\`continue_registration_list_selected_label\` text,
  	\`continue_registration_list_privacy_note\` text,
  	\`continue_registration_list_privacy_text\` text,
  	\`continue_registration_list_no_thanks_label\` text,
  	\`continue_registration_list_processing_label\` text,
  	\`continue_registration_session_errors_not_found\` text,
  	\`continue_registration_session_errors_recovery_failed\` text,
  	\`continue_registration_session_errors_list_recovery_failed\` text,
  	\`ad_screen_loading_title\` text,
  	\`ad_screen_loading_message\` text,
  	\`ad_screen_error_title\` text,
  	\`ad_screen_redirecting_message\` text,
  	\`thank_you_title\` text,
  	\`thank_you_sent_message\` text,
  	\`thank_you_generic_message\` text,
  	\`thank_you_check_inbox_message\` text,
  	\`thank_you_missing_user_note\` text,
  	\`thank_you_download_link_label\` text,
  	\`ebook_download_back_link_label\` text,
  	\`ebook_download_guide_for_label\` text,
  	\`ebook_download_title\` text,
  	\`ebook_download_intro\` text,
  	\`ebook_download_contents_heading\` text,
  	\`ebook_download_savings_promise\` text,
  	\`ebook_download_download_button_label\` text,
  	\`ebook_download_download_note\` text,
  	\`redirect_title\` text,
  	\`redirect_countdown_label\` text,
  	\`redirect_manual_prefix\` text,
  	\`redirect_manual_link_label\` text,
  	\`not_found_title\` text,
  	\`not_found_message\` text,
  	\`not_found_home_link_label\` text,
  	\`error_monitor_title\` text,
  	\`error_monitor_dismiss_label\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`page_texts__status_idx\` ON \`page_texts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_page_texts_v_version_ebook_download_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_texts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_texts_v_version_ebook_download_contents_order_idx\` ON \`_page_texts_v_version_ebook_download_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_texts_v_version_ebook_download_contents_parent_id_idx\` ON \`_page_texts_v_version_ebook_download_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_texts_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_continue_registration_sequential_heading\` text,
  	\`version_continue_registration_sequential_intro\` text,
  	\`version_continue_registration_sequential_loading_message\` text,
  	\`version_continue_registration_sequential_progress_label\` text,
  	\`version_continue_registration_sequential_decline_label\` text,
  	\`version_continue_registration_sequential_completing_message\` text,
  	\`version_continue_registration_list_heading\` text,
  	\`version_continue_registration_list_intro\` text,
  	\`version_continue_registration_list_selected_label\` text,
  	\`version_continue_registration_list_privacy_note\` text,
  	\`version_continue_registration_list_privacy_text\` text,
  	\`version_continue_registration_list_no_thanks_label\` text,
  	\`version_continue_registration_list_processing_label\` text,
  	\`version_continue_registration_session_errors_not_found\` text,
  	\`version_continue_registration_session_errors_recovery_failed\` text,
  	\`version_continue_registration_session_errors_list_recovery_failed\` text,
  	\`version_ad_screen_loading_title\` text,
  	\`version_ad_screen_loading_message\` text,
  	\`version_ad_screen_error_title\` text,
  	\`version_ad_screen_redirecting_message\` text,
  	\`version_thank_you_title\` text,
  	\`version_thank_you_sent_message\` text,
  	\`version_thank_you_generic_message\` text,
  	\`version_thank_you_check_inbox_message\` text,
  	\`version_thank_you_missing_user_note\` text,
  	\`version_thank_you_download_link_label\` text,
  	\`version_ebook_download_back_link_label\` text,
  	\`version_ebook_download_guide_for_label\` text,
  	\`version_ebook_download_title\` text,
  	\`version_ebook_download_intro\` text,
  	\`version_ebook_download_contents_heading\` text,
  	\`version_ebook_download_savings_promise\` text,
  	\`version_ebook_download_download_button_label\` text,
  	\`version_ebook_download_download_note\` text,
  	\`version_redirect_title\` text,
  	\`version_redirect_countdown_label\` text,
  	\`version_redirect_manual_prefix\` text,
  	\`version_redirect_manual_link_label\` text,
  	\`version_not_found_title\` text,
  	\`version_not_found_message\` text,
  	\`version_not_found_home_link_label\` text,
  	\`version_error_monitor_title\` text,
  	\`version_error_monitor_dismiss_label\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_texts_v_version_version__status_idx\` ON \`_page_texts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_page_texts_v_created_at_idx\` ON \`_page_texts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_texts_v_updated_at_idx\` ON \`_page_texts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_texts_v_latest_idx\` ON \`_page_texts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`section8_bonus\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`rent_text\` text,
  	\`savings_text\` text,
  	\`button_label\` text,
  	\`loading_label\` text,
  	\`download_page_button_label\` text,
  	\`download_page_loading_label\` text,
  	\`partner_offer_id\` text,
  	\`affiliate_id\` text,
  	\`link_template\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`section8_bonus__status_idx\` ON \`section8_bonus\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_section8_bonus_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_title\` text,
  	\`version_rent_text\` text,
  	\`version_savings_text\` text,
  	\`version_button_label\` text,
  	\`version_loading_label\` text,
  	\`version_download_page_button_label\` text,
  	\`version_download_page_loading_label\` text,
  	\`version_partner_offer_id\` text,
  	\`version_affiliate_id\` text,
  	\`version_link_template\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_section8_bonus_v_version_version__status_idx\` ON \`_section8_bonus_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_section8_bonus_v_created_at_idx\` ON \`_section8_bonus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section8_bonus_v_updated_at_idx\` ON \`_section8_bonus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_section8_bonus_v_latest_idx\` ON \`_section8_bonus_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`landing_variants_brands_logos\`;`)
  await db.run(sql`DROP TABLE \`landing_variants_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`landing_variants_faq_items\`;`)
  await db.run(sql`DROP TABLE \`landing_variants\`;`)
  await db.run(sql`DROP TABLE \`_landing_variants_v_version_brands_logos\`;`)
  await db.run(sql`DROP TABLE \`_landing_variants_v_version_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_variants_v_version_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_variants_v\`;`)
  await db.run(sql`DROP TABLE \`offers_flows\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_version_flows\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`demo_pages_claims\`;`)
  await db.run(sql`DROP TABLE \`demo_pages\`;`)
  await db.run(sql`DROP TABLE \`_demo_pages_v_version_claims\`;`)
  await db.run(sql`DROP TABLE \`_demo_pages_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_redirect_allowed_hosts\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`page_texts_ebook_download_contents\`;`)
  await db.run(sql`DROP TABLE \`page_texts\`;`)
  await db.run(sql`DROP TABLE \`_page_texts_v_version_ebook_download_contents\`;`)
  await db.run(sql`DROP TABLE \`_page_texts_v\`;`)
  await db.run(sql`DROP TABLE \`section8_bonus\`;`)
  await db.run(sql`DROP TABLE \`_section8_bonus_v\`;`)
}
