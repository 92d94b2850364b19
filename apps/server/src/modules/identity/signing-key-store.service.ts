import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { SecretDecryptionError } from '../../core/secrets/secret-errors';
import { isSecretCiphertext } from '../../core/secrets/secret-format';
import type { Secrets } from '../../core/secrets/secrets.service';
import type { Orm } from '../../db/database';
import { signingKeyRepository, type SigningKeyRow } from './signing-key.repository';

/** Published key set, as `/.well-known/jwks.json` serves it. */
export interface Jwks {
  keys: JWK[];
}

type Key = Awaited<ReturnType<typeof importJWK>>;

export interface SigningKey {
  kid: string;
  key: Key;
}

/** How long a copy of the key table is trusted before it is read again (other instances may rotate). */
const CACHE_MS = 60_000;
/** An unknown kid triggers a re-read at most this often. */
const UNKNOWN_KID_RELOAD_MS = 5_000;
/** Retired keys stay published this long beyond the token lifetime (covers other instances' caches). */
const RETIRED_MARGIN_MS = 5 * 60_000;

/** The secrets-service context a signing key's private part is sealed under. */
export const keyContext = (kid: string) => `identity.signing-key:${kid}`;

async function newKeyRow(secrets: Secrets): Promise<Pick<SigningKeyRow, 'kid' | 'privateJwk' | 'publicJwk'>> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  return {
    kid,
    privateJwk: secrets.encrypt(JSON.stringify(privateJwk), keyContext(kid)),
    publicJwk: { kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e, kid, alg: 'RS256', use: 'sig' },
  };
}

/**
 * The pool's RS256 keys, kept in the database so every instance signs and verifies alike. The
 * newest unretired key signs; retired keys still verify (and stay in the JWKS) until every token
 * they signed has expired. Generated on first use; `rotate()` adds a key and retires the rest.
 * Private parts are stored sealed by the secrets service; a key stored in the clear by an older
 * version is sealed the first time it is read.
 */
export function createSigningKeyStore(
  orm: Orm,
  options: { tokenLifetimeMs: number; now: () => Date; secrets: Secrets },
) {
  const { secrets } = options;

  async function sealLegacy(row: SigningKeyRow): Promise<SigningKeyRow> {
    if (isSecretCiphertext(row.privateJwk)) return row;
    const sealed = secrets.encrypt(row.privateJwk, keyContext(row.kid));
    await signingKeyRepository.replacePrivateKey(orm, row.kid, row.privateJwk, sealed);
    return { ...row, privateJwk: sealed };
  }

  let rows: SigningKeyRow[] = [];
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;
  const imported = new Map<string, { private?: Key; public?: Key }>();

  async function load(): Promise<void> {
    loading ??= signingKeyRepository
      .list(orm)
      .then((list) => Promise.all(list.map(sealLegacy)))
      .then((list) => {
        rows = list;
        loadedAt = Date.now();
      })
      .finally(() => {
        loading = undefined;
      });
    await loading;
  }

  async function fresh(): Promise<SigningKeyRow[]> {
    if (Date.now() - loadedAt > CACHE_MS) await load();
    return rows;
  }

  function verifying(list: SigningKeyRow[]): SigningKeyRow[] {
    const oldest = options.now().getTime() - options.tokenLifetimeMs - RETIRED_MARGIN_MS;
    return list.filter((row) => row.retiredAt === null || row.retiredAt.getTime() > oldest);
  }

  function newest(list: SigningKeyRow[]): SigningKeyRow | undefined {
    return list
      .filter((row) => row.retiredAt === null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.kid.localeCompare(b.kid))[0];
  }

  async function importOnce(row: SigningKeyRow, which: 'private' | 'public'): Promise<Key> {
    const entry = imported.get(row.kid) ?? {};
    imported.set(row.kid, entry);
    entry[which] ??= await importJWK(
      (which === 'private' ? JSON.parse(secrets.decrypt(row.privateJwk, keyContext(row.kid))) : row.publicJwk) as JWK,
      'RS256',
    );
    return entry[which];
  }

  async function ensure(): Promise<SigningKeyRow> {
    let row = newest(await fresh());
    if (!row) {
      await signingKeyRepository.insert(orm, await newKeyRow(secrets), options.now());
      await load();
      row = newest(rows);
    }
    if (!row) throw new Error('no signing key could be created');
    return row;
  }

  /** Kids whose private part has opened with the configured keys (checked once each). */
  const opened = new Set<string>();

  return {
    /**
     * Null when the signing key opens with the configured secrets keys; otherwise why not, naming
     * both key ids. Boot and readiness ask it; each signing key is decrypted once, not per call.
     */
    async secretsProblem(): Promise<string | null> {
      const row = newest(await fresh());
      if (!row || opened.has(row.kid) || !isSecretCiphertext(row.privateJwk)) return null;
      try {
        secrets.decrypt(row.privateJwk, keyContext(row.kid));
      } catch (error) {
        if (!(error instanceof SecretDecryptionError)) throw error;
        const sealedWith = error.keyId ? `secrets key ${error.keyId}` : 'a secrets key';
        return (
          `The secrets key cannot decrypt the identity signing key ${row.kid}: it was sealed with ${sealedWith}, ` +
          `and this instance's keys are ${secrets.keyIds.join(', ')} (current first). Give every instance the ` +
          'same SECRETS_KEY and SECRETS_PREVIOUS_KEYS; "npm run cli -- secrets status" shows their ids.'
        );
      }
      opened.add(row.kid);
      return null;
    },

    /** Makes sure a signing key exists (first boot). */
    ensure: async (): Promise<void> => void (await ensure()),

    async signingKey(): Promise<SigningKey> {
      const row = await ensure();
      return { kid: row.kid, key: await importOnce(row, 'private') };
    },

    /** The public key for `kid` if it may still verify tokens. */
    async verificationKey(kid: string): Promise<Key | undefined> {
      let row = verifying(await fresh()).find((r) => r.kid === kid);
      if (!row && Date.now() - loadedAt > UNKNOWN_KID_RELOAD_MS) {
        await load();
        row = verifying(rows).find((r) => r.kid === kid);
      }
      return row ? importOnce(row, 'public') : undefined;
    },

    async jwks(): Promise<Jwks> {
      await ensure();
      return { keys: verifying(rows).map((row) => row.publicJwk as JWK) };
    },

    /** Adds a new signing key and retires the others (they verify until their tokens expire). */
    async rotate(): Promise<string> {
      const row = await newKeyRow(secrets);
      await signingKeyRepository.rotate(orm, row, options.now());
      await load();
      return row.kid;
    },
  };
}
export type SigningKeyStore = ReturnType<typeof createSigningKeyStore>;
