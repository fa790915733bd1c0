import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`experiments_guardrails\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_guardrails_order_idx\` ON \`experiments_guardrails\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_guardrails_parent_idx\` ON \`experiments_guardrails\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`experiments\` ADD \`primary_metric\` text DEFAULT 'signup-rate' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`experiments\` ADD \`minimum_detectable_effect\` numeric DEFAULT 10;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`experiments_guardrails\`;`)
  await db.run(sql`ALTER TABLE \`experiments\` DROP COLUMN \`primary_metric\`;`)
  await db.run(sql`ALTER TABLE \`experiments\` DROP COLUMN \`minimum_detectable_effect\`;`)
}
