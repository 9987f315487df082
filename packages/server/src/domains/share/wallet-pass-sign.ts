import fs from 'node:fs/promises';
import type Forge from 'node-forge';
import { DomainError } from '../../lib/domain-error';

type ForgeModule = typeof Forge;
let forgeLoaded: Promise<ForgeModule> | undefined;
/**
 * node-forge, loaded by the first pass signed: ~1 MB of source and tables a server holds from its start otherwise,
 * and most servers sign no pass (the button shows only with the operator's certificates; issue 30's memory).
 */
const loadForge = () => (forgeLoaded ??= import('node-forge').then((m) => m.default));

/**
 * The pass signature: a detached PKCS#7 (CMS SignedData) over manifest.json, DER, signed with the operator's pass
 * type certificate and key, carrying Apple's WWDR intermediate so Wallet can chain the signer to Apple's root.
 */
export interface PassCredentials {
  cert: Forge.pki.Certificate;
  key: Forge.pki.PrivateKey;
  wwdr: Forge.pki.Certificate;
  /** The library the credentials were parsed with, so signing needs no second load. */
  forge: ForgeModule;
}
export interface PassFiles {
  certFile: string;
  keyFile: string;
  keyPassphrase: string;
  wwdrFile: string;
}

/**
 * Reads and parses the PEM files. Anything unusable (a missing file, a wrong passphrase, a key that is not the
 * certificate's) is the operator's to fix: a catalogue error, never a 500 with a path in it.
 */
export async function loadPassCredentials(files: PassFiles): Promise<PassCredentials> {
  const forge = await loadForge();
  try {
    const [certPem, keyPem, wwdrPem] = await Promise.all([files.certFile, files.keyFile, files.wwdrFile].map((f) => fs.readFile(f, 'utf8')));
    const cert = forge.pki.certificateFromPem(certPem!);
    const wwdr = forge.pki.certificateFromPem(wwdrPem!);
    const key = /ENCRYPTED/.test(keyPem!) ? forge.pki.decryptRsaPrivateKey(keyPem!, files.keyPassphrase) : forge.pki.privateKeyFromPem(keyPem!);
    if (!key) throw new Error('key not decrypted');
    const pub = cert.publicKey as Forge.pki.rsa.PublicKey;
    const rsa = key as Forge.pki.rsa.PrivateKey;
    if (pub.n?.compareTo(rsa.n) !== 0) throw new Error('key does not match the certificate');
    return { cert, key, wwdr, forge };
  } catch {
    throw new DomainError('PASS_CERT_UNUSABLE');
  }
}

export function signManifest(manifest: Buffer, creds: PassCredentials, now: Date): Buffer {
  const { forge } = creds;
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(manifest.toString('binary'));
  p7.addCertificate(creds.cert);
  p7.addCertificate(creds.wwdr);
  p7.addSigner({
    key: creds.key as Forge.pki.rsa.PrivateKey,
    certificate: creds.cert,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: now as unknown as string },
    ],
  });
  p7.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}
