// Password rules and checks, as GoTrue applies them.
import bcrypt from 'bcryptjs';
import { AuthError } from './errors';

/** GoTrue's checkPasswordStrength with only a minimum length configured. */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  if ([...password].length < minimumLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minimumLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  // bcrypt ignores everything after 72 bytes; GoTrue refuses such passwords instead.
  if (Buffer.byteLength(password) > 72) {
    throw new AuthError(422, 'weak_password', 'Password cannot be longer than 72 characters', {
      weak_password: { reasons: ['length'] },
    });
  }
}

// A hash no password matches in practice, checked when the e-mail has no account so that a
// failed sign-in takes as long either way and its timing does not reveal which addresses exist.
let decoy: Promise<string> | undefined;

export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= bcrypt.hash(`decoy-${Math.random()}`, 10);
  await bcrypt.compare(password, await decoy).catch(() => false);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !password) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false; // not a bcrypt hash: no password can match it
  }
}
