import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`postback_settings_default_postback_events\`;`)
  await db.run(sql`DROP TABLE \`postback_settings_affiliates_events\`;`)
  await db.run(sql`DROP TABLE \`postback_settings_affiliates\`;`)
  await db.run(sql`DROP TABLE \`postback_settings\`;`)
}
