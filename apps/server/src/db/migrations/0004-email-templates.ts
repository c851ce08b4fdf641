import { type Kysely, sql } from 'kysely';

// Migrations never import app code (style.md §13): they run unchanged on PGlite and PostgreSQL.

const SENDER_NAME = 'Pulzus';
const SENDER_EMAIL = 'noreply@pulzus.hu';

/** The account-less default templates (spec 1 §7 `email_template`), Hungarian (1) and English (2). */
const DEFAULTS = [
  {
    slug: 'uj-jelszo',
    language_id: 1,
    name: 'Új jelszó (magyar)',
    subject: 'Pulzus – állítsd be a jelszavadat',
    content: [
      'Kedves {{name}}!',
      '',
      'Hozzáférést kaptál a Pulzus felmérés-elemző felületéhez. A belépéshez először állítsd be a jelszavadat az alábbi linken:',
      '',
      '{{link}}',
      '',
      'A link 7 napig érvényes, és csak egyszer használható. Ha nem számítottál erre a levélre, hagyd figyelmen kívül.',
      '',
      'Üdvözlettel:',
      'a Pulzus csapata',
    ].join('\n'),
  },
  {
    slug: 'uj-jelszo',
    language_id: 2,
    name: 'New password (English)',
    subject: 'Pulzus – set your password',
    content: [
      'Dear {{name}},',
      '',
      'You have been given access to the Pulzus survey analytics portal. Before you sign in for the first time, please set your password at this link:',
      '',
      '{{link}}',
      '',
      'The link is valid for 7 days and works only once. If you did not expect this message, please ignore it.',
      '',
      'Kind regards,',
      'the Pulzus team',
    ].join('\n'),
  },
  {
    slug: 'elfelejtett-jelszo',
    language_id: 1,
    name: 'Elfelejtett jelszó (magyar)',
    subject: 'Pulzus – új jelszó beállítása',
    content: [
      'Kedves {{name}}!',
      '',
      'Új jelszó beállítását kérték a Pulzus-fiókodhoz. Az új jelszót az alábbi linken adhatod meg:',
      '',
      '{{link}}',
      '',
      'A link 60 percig érvényes, és csak egyszer használható. Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: a jelszavad nem változik.',
      '',
      'Üdvözlettel:',
      'a Pulzus csapata',
    ].join('\n'),
  },
  {
    slug: 'elfelejtett-jelszo',
    language_id: 2,
    name: 'Forgotten password (English)',
    subject: 'Pulzus – reset your password',
    content: [
      'Dear {{name}},',
      '',
      'Someone asked to reset the password of your Pulzus account. You can set a new password at this link:',
      '',
      '{{link}}',
      '',
      'The link is valid for 60 minutes and works only once. If you did not ask for it, please ignore this message: your password stays the same.',
      '',
      'Kind regards,',
      'the Pulzus team',
    ].join('\n'),
  },
];

/** Seeds the default password e-mail templates; indexes login attempts by e-mail for the lock. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const t of DEFAULTS) {
    await sql`insert into email_templates
      (account_id, language_id, slug, name, subject, sender_name, sender_email, content)
      values (null, ${t.language_id}, ${t.slug}, ${t.name}, ${t.subject}, ${SENDER_NAME}, ${SENDER_EMAIL}, ${t.content})`.execute(
      db,
    );
  }
  // the login lock counts failures per (normalised) e-mail, also for unknown addresses
  await db.schema
    .createIndex('login_attempts_email_time')
    .on('login_attempts')
    .columns(['email', 'created_at'])
    .execute();
}

/** Removes what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_attempts_email_time').execute();
  await sql`delete from email_templates where account_id is null and slug in ('uj-jelszo', 'elfelejtett-jelszo')`.execute(
    db,
  );
}
