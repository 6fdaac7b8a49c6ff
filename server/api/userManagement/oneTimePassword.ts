import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: an administrator reads it out or types it from a screen.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 random characters in three groups (about 69 bits), e.g. `xK7p-m2Qa-9TfR`. */
export function oneTimePassword(): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}
