// POST /invite (service_role): creates an unconfirmed user without a password and mails a link
// that signs them in (verify type=invite), after which the app asks them to choose a password
// (PUT /user). Inviting an address again re-sends the link until it has been used.
import { insertUserRow } from './admin';
import type { AuthContext } from './context';
import { inTransaction } from './db';
import { mailToken } from './email-tokens';
import { unprocessable } from './errors';
import { redirectTarget } from './redirect';
import { json, obj, str, type AuthRequest, type Reply } from './request';
import { findUserByEmail, findUserById, userJson, validateEmail } from './users';

export async function invite(ctx: AuthContext, r: AuthRequest): Promise<Reply> {
  const body = await r.body();
  const email = validateEmail(str(body, 'email'));
  const existing = await findUserByEmail(ctx.pool, email);
  if (existing?.email_confirmed_at) {
    throw unprocessable(
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  const redirectTo = redirectTarget(ctx.config, r.query.get('redirect_to'));
  const userId = await inTransaction(ctx.pool, async (client) => {
    let id = existing?.id;
    if (id) {
      await client.query(
        'update auth.users set invited_at = now(), updated_at = now() where id = $1',
        [id],
      );
    } else {
      id = await insertUserRow(client, { email, invited: true, userMetadata: obj(body, 'data') });
    }
    await mailToken(ctx, client, { id }, 'confirmation_token', 'invite', email, redirectTo);
    return id;
  });
  return json(userJson((await findUserById(ctx.pool, userId))!));
}
