import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The texts as they were and are at this migration, frozen here: later seed edits must not change what it does.
const oldTagline = 'Celebrating the wisdom, vitality and endless possibilities that come with every year of life.'
const agingTagline = 'Celebrating the wisdom, vitality and endless possibilities that come with aging.'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_texts\` ADD \`redirect_countdown_label_one\` text;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` ADD \`version_redirect_countdown_label_one\` text;`)
  // The singular is the marketer's plural with "{seconds} seconds" made singular, so their wording is kept; a
  // plural without that phrase is copied as it is, which shows exactly what the page showed before.
  await db.run(
    sql`UPDATE \`page_texts\` SET \`redirect_countdown_label_one\` = REPLACE(\`redirect_countdown_label\`, '{seconds} seconds', '{seconds} second') WHERE \`redirect_countdown_label_one\` IS NULL;`,
  )
  await db.run(
    sql`UPDATE \`_page_texts_v\` SET \`version_redirect_countdown_label_one\` = REPLACE(\`version_redirect_countdown_label\`, '{seconds} seconds', '{seconds} second') WHERE \`version_redirect_countdown_label_one\` IS NULL;`,
  )
  // The footer tagline gets the product's words (the wisdom, vitality and possibilities of aging) only where it is still the old default: a marketer's own text stays.
  await db.run(sql`UPDATE \`site_settings\` SET \`tagline\` = ${agingTagline} WHERE \`tagline\` = ${oldTagline};`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`site_settings\` SET \`tagline\` = ${oldTagline} WHERE \`tagline\` = ${agingTagline};`)
  await db.run(sql`ALTER TABLE \`page_texts\` DROP COLUMN \`redirect_countdown_label_one\`;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` DROP COLUMN \`version_redirect_countdown_label_one\`;`)
}
