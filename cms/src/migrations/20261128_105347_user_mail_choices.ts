import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_alerts\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_daily_summary\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_alerts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_daily_summary\`;`)
}
