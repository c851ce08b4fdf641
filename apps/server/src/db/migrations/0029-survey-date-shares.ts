import { type Kysely, sql } from 'kysely';

// Migrations never import app code (style.md §13): they run unchanged on PGlite and PostgreSQL.

const SENDER_NAME = 'Pulzus';
const SENDER_EMAIL = 'noreply@pulzus.hu';
const SLUG = 'eredmenyek-megosztasa';

/**
 * The default "results shared" e-mail (docs/guide/hr-admin.en.md "Sharing a date with scoped users"), formal
 * (magázás) as every default text: `{{date}}` is the survey month, `{{link}}` the recipient's results home, and a
 * line holding `{{report_link}}` is left out when the admin shares without the report.
 */
const DEFAULTS = [
  {
    language_id: 1,
    name: 'Eredmények megosztása (magyar)',
    subject: 'Pulzus – elérhetők a {{date}} felmérés eredményei',
    content: [
      'Kedves {{name}}!',
      '',
      'Elérhetők a {{date}} felmérés eredményei az Ön területére. Bejelentkezés után itt tekintheti meg őket:',
      '',
      '{{link}}',
      '',
      'Az Ön területének PDF-jelentése (bejelentkezés után): {{report_link}}',
      '',
      'Üdvözlettel:',
      'a Pulzus csapata',
    ].join('\n'),
  },
  {
    language_id: 2,
    name: 'Results shared (English)',
    subject: 'Pulzus – the results of {{date}} are available',
    content: [
      'Dear {{name}},',
      '',
      'The results of the {{date}} survey for your area are available. After signing in you can see them here:',
      '',
      '{{link}}',
      '',
      'The PDF report of your area (after signing in): {{report_link}}',
      '',
      'Kind regards,',
      'the Pulzus team',
    ].join('\n'),
  },
];

/**
 * Sharing a published survey date with scoped users: a share (who, when, with or without the report link) and its
 * recipients, each with their own status (queued, sent, failed with the SMTP answer's code) and the digest of the
 * token their link carries — recorded as opened when the signed-in recipient follows it. Seeds the default
 * e-mail template in Hungarian and English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey_date_shares')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text')
    .addColumn('include_report', 'boolean', (c) => c.notNull())
    .addColumn('resend', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_date_shares_date')
    .on('survey_date_shares')
    .columns(['account_id', 'survey_date_id'])
    .execute();
  await db.schema
    .createTable('survey_date_share_recipients')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('share_id', 'integer', (c) =>
      c.notNull().references('survey_date_shares.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the address and language the mail went to, as they were then
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'sent', 'failed')`))
    // the SMTP server's reply code of a failed delivery (e.g. 550), and a short reason; never the server's text
    .addColumn('smtp_code', 'integer')
    .addColumn('failure', 'text')
    // set when the mail is written: the token itself is only in the mail
    .addColumn('token_digest', 'text', (c) => c.unique())
    .addColumn('attempted_at', 'timestamptz')
    .addColumn('opened_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('survey_date_share_recipients_share')
    .on('survey_date_share_recipients')
    .column('share_id')
    .execute();
  // the per-account sending rate counts the attempts of the last minute
  await db.schema
    .createIndex('survey_date_share_recipients_attempts')
    .on('survey_date_share_recipients')
    .columns(['account_id', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('survey_date_share_recipients_person')
    .on('survey_date_share_recipients')
    .columns(['survey_date_id', 'user_id'])
    .execute();
  for (const t of DEFAULTS) {
    await sql`insert into email_templates
      (account_id, language_id, slug, name, subject, sender_name, sender_email, content)
      values (null, ${t.language_id}, ${SLUG}, ${t.name}, ${t.subject}, ${SENDER_NAME}, ${SENDER_EMAIL}, ${t.content})`.execute(
      db,
    );
  }
}

/** Drops what `up` created; the template's account copies go with the defaults. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from email_templates where slug = ${SLUG}`.execute(db);
  await db.schema.dropTable('survey_date_share_recipients').execute();
  await db.schema.dropTable('survey_date_shares').execute();
}
