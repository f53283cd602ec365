import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum profile (19 MiB, 2 iterations, 1 lane). Algorithm 2 = Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => hash(plain, OPTIONS);

/** A hash of a random string, verified against when the account does not exist so timing does not tell. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verify(await decoy, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
