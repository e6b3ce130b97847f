/** SM2 cipher mode 1 is C1C3C2, the order the server decrypts (decisions.md "Sign-in"). */
const C1C3C2 = 1;

/**
 * Encrypts a password for the wire. sm-crypto (big-number maths) is imported on first use, so the
 * sign-in route does not download it before the user submits.
 */
export async function encryptPassword(password: string, publicKey: string): Promise<string> {
  const { sm2 } = await import('sm-crypto');
  return sm2.doEncrypt(password, publicKey, C1C3C2);
}
