import { defineModule, type Platform } from '../../core/module';
import type { ReferralLinksPorts } from './referral-links.ports';
import { referralLinksRoutes } from './referral-links.routes';
import { createReferralLinksService } from './referral-links.service';

export type { ReferralLinksService } from './referral-links.service';

/**
 * Referral links and their click counts (docs/decisions/2026-11-23-referral-links.md): the public
 * `/r/:code/:kind` redirect and the owner's links, counts and QR codes.
 */
export function createReferralLinksModule(platform: Platform, deps: ReferralLinksPorts) {
  const links = createReferralLinksService({
    orm: platform.orm,
    secrets: platform.secrets,
    now: platform.now,
    publicUrl: platform.config.publicUrl,
    isLinkOwner: deps.isLinkOwner,
    referralOwner: deps.referralOwner,
    referralCodeOf: deps.referralCodeOf,
  });
  return defineModule({
    name: 'referral-links',
    api: links,
    routes: (app) => referralLinksRoutes(app, links),
  });
}
