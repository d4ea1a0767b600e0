// One-time tokens sent by e-mail, stored the way GoTrue stores them: the hash of e-mail + code
// in a users column (recovery_token, confirmation_token, email_change_token_*), with the time it
// was sent, so a link works once and only until the token expires.
import type { AuthContext } from './context';
import type { Db } from './db';
import { sendLinkMail, verifyLink, type LinkType } from './mail';
import { newOtp, tokenHash } from './tokens';
import type { UserRow } from './users';

export type TokenColumn =
  'recovery_token' | 'confirmation_token' | 'email_change_token_new' | 'email_change_token_current';

const sentAtColumn: Record<TokenColumn, string> = {
  recovery_token: 'recovery_sent_at',
  confirmation_token: 'confirmation_sent_at',
  email_change_token_new: 'email_change_sent_at',
  email_change_token_current: 'email_change_sent_at',
};

/** Stores a fresh token for `user` in `column` and mails its link and code to `to`. */
export async function mailToken(
  ctx: AuthContext,
  db: Db,
  user: Pick<UserRow, 'id'>,
  column: TokenColumn,
  type: LinkType,
  to: string,
  redirectTo: string,
): Promise<void> {
  const otp = newOtp();
  const hash = tokenHash(to, otp);
  await db.query(
    `update auth.users set ${column} = $2, ${sentAtColumn[column]} = now() where id = $1`,
    [user.id, hash],
  );
  await sendLinkMail(ctx, to, type, verifyLink(ctx, hash, type, redirectTo), otp);
}

/** True when a token sent at `sentAt` is still within the configured lifetime. */
export function tokenFresh(ctx: AuthContext, sentAt: Date | null): boolean {
  return sentAt !== null && sentAt.getTime() + ctx.config.otpExpiry * 1000 > Date.now();
}

/** Clears every pending e-mailed token (GoTrue does so on a password change or a used link). */
export async function clearTokens(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set recovery_token = '', confirmation_token = '', email_change_token_new = '',
       email_change_token_current = '' where id = $1`,
    [userId],
  );
}
