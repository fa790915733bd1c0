import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offer_order\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`sequential\` text DEFAULT 'fixed' NOT NULL,
  	\`sequential_since\` text,
  	\`list\` text DEFAULT 'fixed' NOT NULL,
  	\`list_since\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`offer_order\`;`)
}
