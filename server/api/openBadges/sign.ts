// VC-JWT as the Open Badges 3.0 "JSON Web Token Proof Format" section specifies it: the JOSE header has
// alg RS256, kid (a URL resolving through the JWKS), typ "JWT" and the public key as jwk (allowed beside
// kid; a verifier that cannot dereference the kid still checks the signature, and the JWKS tells whether
// the key is ours). The payload is the credential itself plus iss = issuer.id, jti = id, sub =
// credentialSubject.id, nbf = validFrom (and exp = validUntil if it had one).
import { SignJWT } from 'jose';
import type { Signer } from './keys';

interface Signable {
  id: string;
  issuer: { id: string } | string;
  validFrom: string;
  validUntil?: string;
  credentialSubject: { id?: string };
}

const seconds = (dateTime: string) => Math.floor(Date.parse(dateTime) / 1000);

export async function signVcJwt(signer: Signer, credential: Signable): Promise<string> {
  const issuer = typeof credential.issuer === 'string' ? credential.issuer : credential.issuer.id;
  const jwt = new SignJWT({ ...credential })
    .setProtectedHeader({ alg: 'RS256', kid: signer.publicJwk.kid, typ: 'JWT', jwk: signer.publicJwk })
    .setIssuer(issuer)
    .setJti(credential.id)
    .setNotBefore(seconds(credential.validFrom));
  if (credential.credentialSubject.id) jwt.setSubject(credential.credentialSubject.id);
  if (credential.validUntil) jwt.setExpirationTime(seconds(credential.validUntil));
  return jwt.sign(signer.key);
}
