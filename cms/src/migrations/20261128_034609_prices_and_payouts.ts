import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offers_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`effective_from\` text,
  	\`currency\` text DEFAULT 'USD',
  	\`per_accepted_offer\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_prices_order_idx\` ON \`offers_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offers_prices_parent_id_idx\` ON \`offers_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_version_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`effective_from\` text,
  	\`currency\` text DEFAULT 'USD',
  	\`per_accepted_offer\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_version_prices_order_idx\` ON \`_offers_v_version_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_prices_parent_id_idx\` ON \`_offers_v_version_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`affiliate_payouts_default_periods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`effective_from\` text NOT NULL,
  	\`currency\` text DEFAULT 'USD' NOT NULL,
  	\`signup\` numeric NOT NULL,
  	\`accepted_offer\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`affiliate_payouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`affiliate_payouts_default_periods_order_idx\` ON \`affiliate_payouts_default_periods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`affiliate_payouts_default_periods_parent_id_idx\` ON \`affiliate_payouts_default_periods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`affiliate_payouts_affiliates_periods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`effective_from\` text NOT NULL,
  	\`currency\` text DEFAULT 'USD' NOT NULL,
  	\`signup\` numeric NOT NULL,
  	\`accepted_offer\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`affiliate_payouts_affiliates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`affiliate_payouts_affiliates_periods_order_idx\` ON \`affiliate_payouts_affiliates_periods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`affiliate_payouts_affiliates_periods_parent_id_idx\` ON \`affiliate_payouts_affiliates_periods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`affiliate_payouts_affiliates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`affiliate_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`affiliate_payouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`affiliate_payouts_affiliates_order_idx\` ON \`affiliate_payouts_affiliates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`affiliate_payouts_affiliates_parent_id_idx\` ON \`affiliate_payouts_affiliates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`affiliate_payouts\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`offers_prices\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_version_prices\`;`)
  await db.run(sql`DROP TABLE \`affiliate_payouts_default_periods\`;`)
  await db.run(sql`DROP TABLE \`affiliate_payouts_affiliates_periods\`;`)
  await db.run(sql`DROP TABLE \`affiliate_payouts_affiliates\`;`)
  await db.run(sql`DROP TABLE \`affiliate_payouts\`;`)
}
