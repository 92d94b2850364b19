import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey made in software, as a platform authenticator makes one (an ES256 key, 'none'
 * attestation): it answers the pool's creation and request options with the JSON Amplify sends
 * (associateWebAuthnCredential's Credential, the WEB_AUTHN challenge's CREDENTIAL). Each answer can
 * be bent (another origin, another relying party, no user verification) to test the pool's checks.
 */

export interface CreationOptionsJson {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: { id: string; type: string; transports?: string[] }[];
}

export interface RequestOptionsJson {
  challenge: string;
  rpId: string;
  allowCredentials?: { id: string }[];
}

export interface Ceremony {
  origin: string;
  /** The relying party the authenticator binds to (default: the options' own). */
  rpId?: string;
  /** Whether the authenticator verified the person (default: yes). */
  userVerified?: boolean;
  /** The ceremony type in the client data (default: the right one). */
  type?: string;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

/** Flags: user present, user verified (when asked), attested credential data follows (registration). */
function flags(userVerified: boolean, attested: boolean): number {
  return 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export class SoftwarePasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  /** The user handle the pool put in the creation options (base64url). */
  userHandle = '';

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The public key as COSE (EC2, ES256, P-256). */
  private coseKey(): Uint8Array {
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
  }

  /** navigator.credentials.create() answering StartWebAuthnRegistration's options, serialised as Amplify does. */
  register(options: CreationOptionsJson, ceremony: Ceremony) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(ceremony.rpId ?? options.rp.id),
      Buffer.from([flags(ceremony.userVerified ?? true, true)]),
      counterBytes(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      type: 'public-key',
      id: this.id,
      rawId: this.id,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData(ceremony.type ?? 'webauthn.create', options.challenge, ceremony.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
        publicKeyAlgorithm: -7,
        authenticatorData: b64url(authData),
      },
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() answering a WEB_AUTHN challenge's options, serialised as Amplify does. */
  assert(options: RequestOptionsJson, ceremony: Ceremony) {
    this.counter += 1;
    const authData = Buffer.concat([
      sha256(ceremony.rpId ?? options.rpId),
      Buffer.from([flags(ceremony.userVerified ?? true, false)]),
      counterBytes(this.counter),
    ]);
    const data = clientData(ceremony.type ?? 'webauthn.get', options.challenge, ceremony.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
    };
  }
}
