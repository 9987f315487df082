import { createPublicKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { privateKeyOf } from './wechatpay-crypto';

/**
 * The sandbox's keys: a merchant key pair (it signs our requests and the JSAPI paySign), a "platform" key pair
 * (it signs the notifications, as WeChat's does), the APIv3 key (it encrypts their resources) and a link key (it
 * signs pay page links). Generated once into one file, so they survive restarts and every instance on the machine
 * uses the same ones (a notification signed by one instance verifies on another).
 */
export interface SandboxKeys {
  mchId: string;
  appId: string;
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  platformSerial: string;
  platformPrivateKey: KeyObject;
  platformPublicKey: KeyObject;
  apiV3Key: string;
  linkKey: string;
}

interface KeyFile {
  merchantSerial: string;
  merchantPrivateKey: string;
  platformSerial: string;
  platformPrivateKey: string;
  apiV3Key: string;
  linkKey: string;
}

export const SANDBOX_KEY_FILE = 'sandbox-wxpay-keys.json';
const generate = promisify(generateKeyPair);

const pemOf = async () =>
  (await generate('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } })).privateKey;
const serial = () => randomBytes(20).toString('hex').toUpperCase();
/** 32 printable characters: WeChat's APIv3 key is a 32-byte string the merchant types into its console. */
const apiKey = () => randomBytes(24).toString('base64url').slice(0, 32);

export async function newSandboxKeyFile(): Promise<KeyFile> {
  const [merchantPrivateKey, platformPrivateKey] = await Promise.all([pemOf(), pemOf()]);
  return { merchantSerial: serial(), merchantPrivateKey, platformSerial: serial(), platformPrivateKey, apiV3Key: apiKey(), linkKey: randomBytes(32).toString('hex') };
}

export function sandboxKeysOf(f: KeyFile): SandboxKeys {
  const platformPrivateKey = privateKeyOf(f.platformPrivateKey);
  return {
    mchId: '1900000109',
    appId: 'wxsandbox00000001',
    merchantSerial: f.merchantSerial,
    merchantPrivateKey: privateKeyOf(f.merchantPrivateKey),
    platformSerial: f.platformSerial,
    platformPrivateKey,
    // A public key derives from its private key; WeChat hands merchants only the public half.
    platformPublicKey: createPublicKey(platformPrivateKey),
    apiV3Key: f.apiV3Key,
    linkKey: f.linkKey,
  };
}

/**
 * The keys in `dir`, generated on first use. Creation is atomic across processes: each writes its candidate to a
 * file of its own and hard-links it to the shared name; the first link wins and everyone reads the winner's.
 */
export async function loadOrCreateSandboxKeys(dir: string): Promise<SandboxKeys> {
  const file = path.join(dir, SANDBOX_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, JSON.stringify(await newSandboxKeyFile()), { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return sandboxKeysOf(JSON.parse(fs.readFileSync(file, 'utf8')) as KeyFile);
}
