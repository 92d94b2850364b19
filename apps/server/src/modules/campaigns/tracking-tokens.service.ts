import type { Secrets } from '../../core/secrets/secrets.service';

/**
 * Tracking tokens (docs/decisions/2026-11-23-campaign-delivery.md): `<kind><message id>[-<link>].<signature>`,
 * signed with the secrets service (HMAC-SHA256, 128 bits) so nobody can count an open, follow a
 * redirect or unsubscribe someone for a message they did not receive. Message id 0 is a test send.
 */
export type TrackingKind = 'o' | 'c' | 'u';

export interface TrackingTarget {
  kind: TrackingKind;
  messageId: number;
  /** Click tokens: the link's index in the campaign. */
  link?: number;
}

const CONTEXT = 'campaigns.tracking';
const TOKEN = /^([ocu])(\d{1,10})(?:-(\d{1,4}))?\.([A-Za-z0-9_-]{22})$/;

function payload(target: TrackingTarget): string {
  return `${target.kind}${target.messageId}${target.link === undefined ? '' : `-${target.link}`}`;
}

export function createTrackingTokens(secrets: Pick<Secrets, 'sign' | 'verify'>) {
  return {
    sign(target: TrackingTarget): string {
      const data = payload(target);
      return `${data}.${secrets.sign(data, CONTEXT)}`;
    },
    /** The target of a genuine token of `kind`, or null (malformed, altered or another kind). */
    verify(token: string, kind: TrackingKind): TrackingTarget | null {
      const match = TOKEN.exec(token);
      if (!match || match[1] !== kind) return null;
      const target: TrackingTarget = {
        kind,
        messageId: Number(match[2]),
        ...(match[3] === undefined ? {} : { link: Number(match[3]) }),
      };
      if ((kind === 'c') !== (target.link !== undefined)) return null;
      if (target.messageId > 2_147_483_647) return null;
      return secrets.verify(payload(target), CONTEXT, match[4] ?? '') ? target : null;
    },
  };
}
export type TrackingTokens = ReturnType<typeof createTrackingTokens>;
