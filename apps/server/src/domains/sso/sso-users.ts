import { ROLE_IDS } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { insertPerson, isEmailTaken, startLanguageOf } from '../users/users.service';
import { SsoFailure } from './sso-failure';
import { accountLanguageByCode } from './sso.queries';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;

/**
 * Creates a user of the account for a first company sign-in (just-in-time provisioning, docs/sso.md):
 * the user role, no password, the language of the ID token's `locale` claim when the account has it (else
 * the account's start language), the name and nickname from the ID token's
 * `name` and `given_name` claims (else the address's local part). An address another live person
 * took meanwhile is refused as not allowed.
 */
export async function provisionSsoUser(
  db: Kysely<Database>,
  accountId: number,
  email: string,
  claims: Record<string, unknown>,
): Promise<number> {
  const local = email.slice(0, email.lastIndexOf('@'));
  const name = text(claims.name) ?? local;
  const nickname = text(claims.given_name) ?? name;
  try {
    return await db.transaction().execute(async (trx) => {
      if (await isEmailTaken(trx, email)) throw new AppError('email-taken');
      const locale = text(claims.locale)?.slice(0, 2).toLowerCase();
      const languageId =
        (locale ? await accountLanguageByCode(trx, accountId, locale) : undefined) ??
        (await startLanguageOf(trx, accountId));
      return insertPerson(trx, accountId, {
        name,
        nickname,
        email,
        mobile: null,
        role_id: ROLE_IDS.user,
        language_id: languageId,
      });
    });
  } catch (error) {
    if (error instanceof AppError || (error as { code?: unknown }).code === '23505')
      throw new SsoFailure('sso-user-not-allowed', 'the address was taken meanwhile', accountId, email);
    throw error;
  }
}
