import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { sendPasswordEmail } from '../auth/auth.service';

/**
 * Mails a new person the first-password link (spec 1 §5 send-set-password-email, template
 * `uj-jelszo`). The person already exists by then: a failed delivery answers `send-error` carrying
 * their `id`, and the admin can resend with the password reminder.
 */
export async function sendFirstPasswordEmail(app: FastifyInstance, userId: number): Promise<void> {
  try {
    await sendPasswordEmail(app, userId, 'uj-jelszo');
  } catch (error) {
    if (error instanceof AppError && error.code === 'send-error')
      throw new AppError('send-error', { id: userId });
    throw error;
  }
}
