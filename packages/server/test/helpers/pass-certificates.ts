import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A certificate chain shaped like Apple's, made with the openssl CLI for a test: a root CA (stands for Apple's
 * root), a WWDR-like intermediate it signs, and a pass type certificate the intermediate signs, whose key is
 * encrypted with a passphrase as an operator's usually is. Plus an unrelated key, for a key/certificate mismatch.
 */
export interface PassCertificates {
  dir: string;
  caCert: string;
  wwdrCert: string;
  signerCert: string;
  signerKey: string;
  otherKey: string;
  passphrase: string;
  cleanup(): void;
}

export function makePassCertificates(): PassCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pass-certs-'));
  const f = (name: string) => path.join(dir, name);
  const ssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe', cwd: dir });
  fs.writeFileSync(f('ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n');
  fs.writeFileSync(f('signer.ext'), 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n');
  const passphrase = 'test-pass-phrase';
  ssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    f('ca.key'),
    '-out',
    f('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Test Root CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  ssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', f('wwdr.key'), '-out', f('wwdr.csr'), '-subj', '/CN=Test WWDR Intermediate');
  ssl('x509', '-req', '-in', f('wwdr.csr'), '-CA', f('ca.pem'), '-CAkey', f('ca.key'), '-set_serial', '2', '-out', f('wwdr.pem'), '-days', '2', '-extfile', f('ca.ext'));
  ssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-keyout',
    f('signer.key'),
    '-passout',
    `pass:${passphrase}`,
    '-out',
    f('signer.csr'),
    '-subj',
    '/UID=pass.com.example.card/CN=Pass Type ID: pass.com.example.card/OU=TEAM123456',
  );
  ssl('x509', '-req', '-in', f('signer.csr'), '-CA', f('wwdr.pem'), '-CAkey', f('wwdr.key'), '-set_serial', '3', '-out', f('signer.pem'), '-days', '2', '-extfile', f('signer.ext'));
  ssl('genrsa', '-out', f('other.key'), '2048');
  return {
    dir,
    caCert: f('ca.pem'),
    wwdrCert: f('wwdr.pem'),
    signerCert: f('signer.pem'),
    signerKey: f('signer.key'),
    otherKey: f('other.key'),
    passphrase,
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
