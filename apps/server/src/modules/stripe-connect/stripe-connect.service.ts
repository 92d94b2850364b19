import type { ReferralLinkKind } from '@meridian/contracts/referral-links';
import { isRoleId, roleNameById, ROLES } from '@meridian/contracts/roles';
import {
  STRIPE_CONNECT_LINK_FIELDS,
  STRIPE_CONNECT_MESSAGES as M,
  STRIPE_CONNECT_RETURN_PARAM,
  STRIPE_CONNECT_RETURN_PATH,
  type StripeConnectUser,
} from '@meridian/contracts/stripe-connect';
import type { z } from 'zod';
import type { stripeConnectRequestSchema } from '@meridian/contracts/stripe-connect';
import { PaymentProviderError, type ConnectPort } from '../../adapters/payments/payment-gateway';
import type { ServiceLogger } from '../../core/module';
import type { Orm } from '../../db/database';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { stripeConnectRepository as repo } from './stripe-connect.repository';

/** A user as the users module answers it, with its created and updated times. */
export interface ConnectProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roleIds: number[];
  createdAt: Date;
  updatedAt: Date;
  /** The affiliate whose link the user signed up through, if any. */
  referredById: number | null;
}

export interface StripeConnectServiceDeps {
  orm: Orm;
  gateway: ConnectPort;
  publicUrl: string;
  log: ServiceLogger;
  profileOf: (userId: number) => Promise<ConnectProfile | undefined>;
  /** The user's own referral links by kind, or null when they have none. */
  referralLinksOf: (userId: number) => Promise<Record<ReferralLinkKind, string> | null>;
}

type StartInput = z.output<typeof stripeConnectRequestSchema>;

/** Where Stripe sends the affiliate back: `?stripe=return` when onboarding ends, `?stripe=refresh` for a fresh link. */
const returnUrl = (publicUrl: string, outcome: 'return' | 'refresh') =>
  `${publicUrl}${STRIPE_CONNECT_RETURN_PATH}?${STRIPE_CONNECT_RETURN_PARAM}=${outcome}`;

/**
 * The affiliate's side of payouts (docs/product.md, Affiliate payouts): whether payouts are connected,
 * and Stripe's onboarding (one Express account per affiliate, a fresh link on every call).
 */
export function createStripeConnectService(deps: StripeConnectServiceDeps) {
  const { orm, gateway } = deps;

  /** The user the actor asks about: their own, or anyone for an admin (403 otherwise; 404 for nobody). */
  async function profileFor(actor: Actor, userId: number): Promise<ConnectProfile> {
    if (userId !== actor.userId && !actor.isAdmin) throw new AppError('FORBIDDEN', M.notYours);
    const profile = await deps.profileOf(userId);
    if (!profile) throw new AppError('NOT_FOUND', M.userNotFound);
    return profile;
  }

  /** Refuses links that are not the affiliate's own, naming each wrong field. */
  async function checkLinks(userId: number, input: StartInput): Promise<Record<ReferralLinkKind, string>> {
    const own = await deps.referralLinksOf(userId);
    const wrong = Object.entries(STRIPE_CONNECT_LINK_FIELDS).filter(
      ([field, kind]) => own?.[kind] !== input[field as keyof typeof STRIPE_CONNECT_LINK_FIELDS],
    );
    if (!own || wrong.length > 0) {
      const fields = own ? wrong.map(([field]) => field) : Object.keys(STRIPE_CONNECT_LINK_FIELDS);
      throw new AppError(
        'VALIDATION',
        M.linkInvalid,
        fields.map((path) => ({ path, message: M.linkInvalid })),
      );
    }
    return own;
  }

  /** Runs a provider call; a refusal or outage is logged and answered with 502-like 503 and a plain message. */
  async function provider<T>(what: string, userId: number, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.error({ err: error, userId }, `stripe connect: ${what} failed`);
      throw new AppError('UNAVAILABLE', M.providerFailed);
    }
  }

  return {
    /** GET /api/v2/stripe-connect: null (204) while payouts are not enabled, else the user. */
    async lookup(actor: Actor, userId: number): Promise<StripeConnectUser | null> {
      const profile = await profileFor(actor, userId);
      const account = await repo.findByUser(orm, userId);
      if (!account?.payoutsEnabled) return null;
      const roleIds = profile.roleIds.filter(isRoleId);
      return {
        id: profile.id,
        createdAt: profile.createdAt.toISOString(),
        updatedAt: profile.updatedAt.toISOString(),
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        roles: roleIds.map((id) => roleNameById[id]),
        adminStripeConnectId: account.accountId,
        referredById: profile.referredById,
      };
    },

    /**
     * POST /api/v2/stripe-connect: the affiliate's Express account, opened on the first call only (the
     * idempotency key covers two first calls racing), and a fresh onboarding link every time.
     */
    async startOnboarding(actor: Actor, input: StartInput): Promise<{ onboardingUrl: string }> {
      const profile = await profileFor(actor, input.id);
      if (!profile.roleIds.includes(ROLES.Affiliate)) throw new AppError('FORBIDDEN', M.notAffiliate);
      const links = await checkLinks(profile.id, input);
      let account = await repo.findByUser(orm, profile.id);
      if (!account) {
        const opened = await provider('opening the account', profile.id, () =>
          gateway.createConnectedAccount({
            userId: profile.id,
            email: profile.email,
            websiteUrl: links.rsvp,
            idempotencyKey: `connect-account-${profile.id}`,
          }),
        );
        account = await repo.insertOnce(orm, {
          userId: profile.id,
          accountId: opened.id,
          payoutsEnabled: opened.payoutsEnabled,
          detailsSubmitted: opened.detailsSubmitted,
          referralLinks: links,
        });
      }
      const { accountId } = account;
      const link = await provider('opening onboarding', profile.id, () =>
        gateway.createOnboardingLink({
          accountId,
          returnUrl: returnUrl(deps.publicUrl, 'return'),
          refreshUrl: returnUrl(deps.publicUrl, 'refresh'),
        }),
      );
      return { onboardingUrl: link.url };
    },
  };
}
export type StripeConnectService = ReturnType<typeof createStripeConnectService>;
