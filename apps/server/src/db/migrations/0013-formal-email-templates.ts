import { type Kysely, sql } from 'kysely';

// Migrations never import app code (style.md §13): they run unchanged on PGlite and PostgreSQL.

/**
 * The default password e-mails speak formally (magázás), as the whole product does: the account-less
 * default templates seeded by 0004 get the formal texts below — only where they still hold the
 * texts 0004 seeded (compared by MD5 digest), so a default an admin has edited stays as it is.
 * Accounts' own templates are their content and are not touched.
 */
const FORMAL = [
  {
    slug: 'uj-jelszo',
    language_id: 1,
    name: 'Új jelszó (magyar)',
    subject: 'Pulzus – állítsa be a jelszavát',
    content: [
      'Kedves {{name}}!',
      '',
      'Ön hozzáférést kapott a Pulzus felmérés-elemző felületéhez. Kérjük, az első bejelentkezés előtt állítsa be a jelszavát az alábbi linken:',
      '',
      '{{link}}',
      '',
      'A link 7 napig érvényes, és csak egyszer használható. Ha nem számított erre a levélre, kérjük, hagyja figyelmen kívül.',
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
      'You have been given access to the Pulzus survey analytics portal. Before you sign in for the first time, please set your password using this link:',
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
      'Új jelszó beállítását kérték az Ön Pulzus-fiókjához. Az új jelszót az alábbi linken adhatja meg:',
      '',
      '{{link}}',
      '',
      'A link 60 percig érvényes, és csak egyszer használható. Ha nem Ön kérte, kérjük, hagyja figyelmen kívül ezt a levelet: a jelszava nem változik.',
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
      'We received a request to reset the password of your Pulzus account. You can set a new password using this link:',
      '',
      '{{link}}',
      '',
      'The link is valid for 60 minutes and works only once. If you did not request it, please ignore this message: your password will not change.',
      '',
      'Kind regards,',
      'the Pulzus team',
    ].join('\n'),
  },
];

/** MD5 digests of the subject and content 0004 seeded, by slug and language. */
const SEEDED: Record<string, { subject: string; content: string }> = {
  'uj-jelszo:1': { subject: '1cea1b673bfdd1e6780d4e6059098db0', content: '08e437b844fa0c8a3af7ffd76b736ec5' },
  'uj-jelszo:2': { subject: '1d27ac8c2dac94e8b8066e0de8c05365', content: '5c68b6ab0245075609f66a7173d17e6f' },
  'elfelejtett-jelszo:1': {
    subject: '962341bad9c40f4cf020df7eab01e8f7',
    content: '9535941b4c6d3f8dc41bdd80a42b4a31',
  },
  'elfelejtett-jelszo:2': {
    subject: '201da9f85e78a6aa4153c2def4643d01',
    content: 'cac045513f84826a6b948aa5e371c5ad',
  },
};

/** Replaces the seeded default texts that nobody has edited with the formal ones. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const t of FORMAL) {
    const seeded = SEEDED[`${t.slug}:${t.language_id}`];
    if (!seeded) continue;
    await sql`update email_templates set subject = ${t.subject}, content = ${t.content}
      where account_id is null and slug = ${t.slug} and language_id = ${t.language_id}
        and md5(subject) = ${seeded.subject} and md5(content) = ${seeded.content}`.execute(db);
  }
}

/** Nothing to undo: the earlier texts are not kept, and either wording works. */
export async function down(): Promise<void> {}
