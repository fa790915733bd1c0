import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_texts\` ADD \`redirect_refused_message\` text;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` ADD \`version_redirect_refused_message\` text;`)
  // Databases seeded before this field existed get the seed text, so the redirect page never shows an empty notice.
  const seedText = "That link does not lead to one of our partner sites, so we won't open it. We'll take you to your thank-you page instead."
  await db.run(sql`UPDATE \`page_texts\` SET \`redirect_refused_message\` = ${seedText} WHERE \`redirect_refused_message\` IS NULL;`)
  await db.run(
    sql`UPDATE \`_page_texts_v\` SET \`version_redirect_refused_message\` = ${seedText} WHERE \`version_redirect_refused_message\` IS NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_texts\` DROP COLUMN \`redirect_refused_message\`;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` DROP COLUMN \`version_redirect_refused_message\`;`)
}
