import { defineModule, type Platform } from '../../core/module';
import { createMailCodeSender } from './code-sender.service';
import { pruneIdentityRecords } from './identity-cleanup.jobs';
import { identityAccountRoutes } from './identity-account.routes';
import { createAccountSecurity } from './identity-account.service';
import { identitySealedValues } from './identity-sealed-values.service';
import { createMfaResetNotice } from './mfa-reset.service';
import type { IdentityPorts } from './identity.ports';
import { identityRoutes } from './identity.routes';
import { accountChanges, staffSignIns } from './sign-in-audit.service';
import { createIdentityService } from './identity.service';

export type { IdentityService } from './identity.service';

/** The user pool (built in, or AWS Cognito) and token verification. */
export function createIdentityModule(platform: Platform, deps: IdentityPorts) {
  const { orm, config } = platform;
  const identity = createIdentityService(orm, config, {
    secrets: platform.secrets,
    codeSender: deps.codeSender ?? createMailCodeSender(deps.mailer, orm, deps.codeMailSiteName, config.publicUrl),
    now: platform.now,
    mfaRequired: deps.mfaRequired,
    mfaResetNotice: createMfaResetNotice(deps.mailer, orm, deps.codeMailSiteName, config.publicUrl),
    signIns: staffSignIns(platform.audit, orm, deps.staffMember),
    accountChanges: accountChanges(platform.audit, orm, deps.accountOwner),
  });
  return defineModule({
    name: 'identity',
    api: identity,
    // The built-in pool's Cognito endpoint; in Cognito mode the browser talks to AWS instead.
    async routes(app) {
      identityAccountRoutes(app, createAccountSecurity(identity, deps.mfaRequired));
      if (identity.pool) await app.register(identityRoutes(identity.pool));
    },
    cleanups:
      config.identity.mode === 'builtin' ? [pruneIdentityRecords(config.identity.limits.familiarAddressDays)] : [],
    async seed() {
      await identity.seedDefaults();
      const { renamed, kept } = await identity.normaliseStoredAddresses();
      if (renamed > 0) platform.log.info({ renamed }, 'identity: stored usernames normalised');
      if (kept > 0) {
        platform.log.warn(
          { kept },
          'identity: stored usernames left as they are: each is a look-alike of another account (docs/decisions/2026-11-27-address-normalisation.md)',
        );
      }
    },
    sealed: identitySealedValues,
  });
}
