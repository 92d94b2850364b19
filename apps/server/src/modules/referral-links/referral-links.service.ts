import {
  REFERRAL_LINK_KINDS,
  REFERRAL_LINK_MESSAGES,
  REFERRAL_LINK_TARGETS,
  isCampaignTag,
  referralLinkKindSchema,
  referralLinkUrl,
  type ClickCounts,
  type ReferralLink,
  type ReferralLinkKind,
  type ReferralLinks,
} from '@meridian/contracts/referral-links';
import { referralOf } from '@meridian/contracts/referral-links-code';
import QRCode from 'qrcode';
import type { Secrets } from '../../core/secrets/secrets.service';
import type { Orm } from '../../db/database';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { dailyVisitorHash, isKnownBot } from '../../lib/visitor';
import type { ReferralLinksPorts } from './referral-links.ports';
import { referralLinksRepository as repo, type ClickCountRow } from './referral-links.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_DAYS = 30;
const SALT_CONTEXT = 'referral-links.visitor-salt';

export interface ReferralLinksDeps extends ReferralLinksPorts {
  orm: Orm;
  secrets: Secrets;
  now: () => Date;
  publicUrl: string;
}

export interface ClickInput {
  code: string;
  kind: string;
  sub: unknown;
  ip: string;
  userAgent: string;
}

/** Where a click lands: the kind's page, with `?ref=` for a known owner and UTM tags for a tagged link. */
export function landingPath(kind: ReferralLinkKind, code: string | null, sub: string | undefined): string {
  const target = REFERRAL_LINK_TARGETS[kind];
  if (code === null) return target;
  const [path, hash] = target.split('#') as [string, string | undefined];
  const query = new URLSearchParams({ ref: code });
  if (sub) {
    query.set('utm_source', 'affiliate');
    query.set('utm_medium', 'referral');
    query.set('utm_campaign', sub);
  }
  return `${path}?${query.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

function counts(rows: ClickCountRow[]): ClickCounts {
  return rows.reduce((sum, row) => ({ total: sum.total + row.total, last30Days: sum.last30Days + row.recent }), {
    total: 0,
    last30Days: 0,
  });
}

export function createReferralLinksService(deps: ReferralLinksDeps) {
  const { orm } = deps;

  const visitorHash = (day: string, ip: string, userAgent: string) =>
    dailyVisitorHash(deps.secrets, SALT_CONTEXT, day, ip, userAgent);

  /**
   * The owner whose links the actor reads: themselves, or anyone for an admin; another user's id is
   * a 403, a user without links a 404 (docs/product.md, Affiliate commissions and payouts).
   */
  async function ownerFor(actor: Actor, userId: number | undefined): Promise<number> {
    const ownerId = userId ?? actor.userId;
    if (ownerId !== actor.userId && !actor.isAdmin) throw new AppError('FORBIDDEN', REFERRAL_LINK_MESSAGES.notYours);
    if (!(await deps.isLinkOwner(ownerId))) throw new AppError('NOT_FOUND', REFERRAL_LINK_MESSAGES.noLinks);
    return ownerId;
  }

  return {
    /**
     * A click on `/r/:code/:kind`: counted once per visitor, link and tag per UTC day (bots never),
     * and answered with the landing page; an unknown code or kind lands on the plain page.
     */
    async click(input: ClickInput): Promise<string> {
      const kind = referralLinkKindSchema.safeParse(input.kind);
      if (!kind.success) return '/';
      const code = referralOf(input.code);
      const ownerId = code === null ? null : await deps.referralOwner(code);
      if (ownerId === null) return landingPath(kind.data, null, undefined);
      const sub = typeof input.sub === 'string' && isCampaignTag(input.sub) ? input.sub : undefined;
      if (!isKnownBot(input.userAgent)) {
        const at = deps.now();
        const day = at.toISOString().slice(0, 10);
        await repo.recordClick(orm, {
          ownerId,
          kind: kind.data,
          sub: sub ?? '',
          visitorHash: visitorHash(day, input.ip, input.userAgent),
          day,
          at,
        });
      }
      // An old link's user id lands as the owner's code, so the id travels no further.
      return landingPath(kind.data, await deps.referralCodeOf(ownerId), sub);
    },

    /**
     * A public page opened with `?ref=CODE` (docs/product.md, Affiliate commissions and payouts): the
     * owner's id when the code names a link owner and the visitor is no known bot, else null. The
     * visit counts as a click once per visitor, owner and UTC day, and not again when the visitor came
     * through one of the owner's `/r/` links that day.
     */
    async visit(input: { code: string; ip: string; userAgent: string }): Promise<number | null> {
      const code = referralOf(input.code);
      if (code === null || isKnownBot(input.userAgent)) return null;
      const ownerId = await deps.referralOwner(code);
      if (ownerId === null) return null;
      const at = deps.now();
      const day = at.toISOString().slice(0, 10);
      const hash = visitorHash(day, input.ip, input.userAgent);
      if (!(await repo.countedOn(orm, ownerId, hash, day))) {
        await repo.recordClick(orm, { ownerId, kind: 'page', sub: '', visitorHash: hash, day, at });
      }
      return ownerId;
    },

    /** Clicks per owner and day, from `from` to `to` (UTC days, inclusive); one owner's when given. */
    dailyClicks: (range: { from: string; to: string; ownerId?: number }) => repo.daily(orm, range),

    async links(actor: Actor, userId?: number): Promise<ReferralLinks> {
      const ownerId = await ownerFor(actor, userId);
      const rows = await repo.counts(orm, ownerId, new Date(deps.now().getTime() - RECENT_DAYS * DAY_MS));
      const code = await deps.referralCodeOf(ownerId);
      const links = REFERRAL_LINK_KINDS.map((kind): ReferralLink => {
        const ofKind = rows.filter((row) => row.kind === kind);
        return {
          kind,
          url: referralLinkUrl(deps.publicUrl, code, kind),
          clicks: counts(ofKind),
          bySub: ofKind
            .filter((row) => row.sub !== '')
            .sort((a, b) => b.total - a.total || a.sub.localeCompare(b.sub))
            .map((row) => ({ sub: row.sub, total: row.total, last30Days: row.recent })),
        };
      });
      return { code, origin: deps.publicUrl, links };
    },

    /** The owner's four untagged links by kind, or null for someone who has no links (stripe-connect checks what it is sent). */
    async urlsOf(userId: number): Promise<Record<ReferralLinkKind, string> | null> {
      if (!(await deps.isLinkOwner(userId))) return null;
      const code = await deps.referralCodeOf(userId);
      const entries = REFERRAL_LINK_KINDS.map((kind) => [kind, referralLinkUrl(deps.publicUrl, code, kind)] as const);
      return Object.fromEntries(entries) as Record<ReferralLinkKind, string>;
    },

    async qr(actor: Actor, query: { userId?: number; kind: ReferralLinkKind; sub?: string }) {
      const ownerId = await ownerFor(actor, query.userId);
      const url = referralLinkUrl(deps.publicUrl, await deps.referralCodeOf(ownerId), query.kind, query.sub);
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
      return { url, svg };
    },
  };
}
export type ReferralLinksService = ReturnType<typeof createReferralLinksService>;
