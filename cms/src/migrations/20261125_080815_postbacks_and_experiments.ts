import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`experiments_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`weight\` numeric DEFAULT 50 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_variants_order_idx\` ON \`experiments_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_variants_parent_id_idx\` ON \`experiments_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`route\` text DEFAULT '/' NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text,
  	\`status\` text DEFAULT 'running' NOT NULL,
  	\`winner\` numeric,
  	\`since\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_updated_at_idx\` ON \`experiments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`experiments_created_at_idx\` ON \`experiments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`postback_settings_default_postback_events\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`postback_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`postback_settings_default_postback_events_order_idx\` ON \`postback_settings_default_postback_events\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`postback_settings_default_postback_events_parent_idx\` ON \`postback_settings_default_postback_events\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`postback_settings_affiliates_events\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`postback_settings_affiliates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`postback_settings_affiliates_events_order_idx\` ON \`postback_settings_affiliates_events\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`postback_settings_affiliates_events_parent_idx\` ON \`postback_settings_affiliates_events\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`postback_settings_affiliates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`affiliate_id\` text NOT NULL,
  	\`enabled\` integer DEFAULT false,
  	\`url_template\` text,
  	\`click_id_source\` text DEFAULT 'auto',
  	\`secret\` text,
  	\`payouts_email_submitted\` numeric,
  	\`payouts_offer_accepted\` numeric,
  	\`payouts_thank_you\` numeric,
  	\`payouts_download\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`postback_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`postback_settings_affiliates_order_idx\` ON \`postback_settings_affiliates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`postback_settings_affiliates_parent_id_idx\` ON \`postback_settings_affiliates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`postback_settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`default_postback_enabled\` integer DEFAULT false,
  	\`default_postback_url_template\` text,
  	\`default_postback_click_id_source\` text DEFAULT 'auto',
  	\`default_postback_secret\` text,
  	\`default_postback_payouts_email_submitted\` numeric,
  	\`default_postback_payouts_offer_accepted\` numeric,
  	\`default_postback_payouts_thank_you\` numeric,
  	\`default_postback_payouts_download\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`experiments_id\` text(36) REFERENCES experiments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiments_id_idx\` ON \`payload_locked_documents_rels\` (\`experiments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`experiments_variants\`;`)
  await db.run(sql`DROP TABLE \`experiments\`;`)
  await db.run(sql`DROP TABLE \`postback_settings_default_postback_events\`;`)
  await db.run(sql`DROP TABLE \`postback_settings_affiliates_events\`;`)
  await db.run(sql`DROP TABLE \`postback_settings_affiliates\`;`)
  await db.run(sql`DROP TABLE \`postback_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "landing_variants_id", "offers_id", "demo_pages_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "landing_variants_id", "offers_id", "demo_pages_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demo_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`demo_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
