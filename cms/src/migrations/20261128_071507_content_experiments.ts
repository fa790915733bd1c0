import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`experiments_variants_overrides_benefit_order\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`experiments_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_variants_overrides_benefit_order_order_idx\` ON \`experiments_variants_overrides_benefit_order\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_variants_overrides_benefit_order_parent_idx\` ON \`experiments_variants_overrides_benefit_order\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_numbers_order_parent_idx\` ON \`experiments_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`experiments_variants\` ADD \`overrides_headline\` text;`)
  await db.run(sql`ALTER TABLE \`experiments_variants\` ADD \`overrides_subheadline\` text;`)
  await db.run(sql`ALTER TABLE \`experiments_variants\` ADD \`overrides_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`experiments_variants\` ADD \`overrides_hero_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`experiments_variants\` ADD \`overrides_signup_mode\` text;`)
  await db.run(sql`CREATE INDEX \`experiments_variants_overrides_overrides_hero_image_idx\` ON \`experiments_variants\` (\`overrides_hero_image_id\`);`)
  await db.run(sql`ALTER TABLE \`experiments\` ADD \`kind\` text DEFAULT 'versions' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`experiments\` ADD \`landing_version\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`experiments_variants_overrides_benefit_order\`;`)
  await db.run(sql`DROP TABLE \`experiments_numbers\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_experiments_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`weight\` numeric DEFAULT 50 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_experiments_variants\`("_order", "_parent_id", "id", "version", "weight") SELECT "_order", "_parent_id", "id", "version", "weight" FROM \`experiments_variants\`;`)
  await db.run(sql`DROP TABLE \`experiments_variants\`;`)
  await db.run(sql`ALTER TABLE \`__new_experiments_variants\` RENAME TO \`experiments_variants\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`experiments_variants_order_idx\` ON \`experiments_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_variants_parent_id_idx\` ON \`experiments_variants\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`experiments\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`experiments\` DROP COLUMN \`landing_version\`;`)
}
