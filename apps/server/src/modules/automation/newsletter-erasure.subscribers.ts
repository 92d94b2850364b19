import { defineSubscriber } from '../../core/events/subscriber';
import { erasedAddress } from '../../lib/erased-address';
import type { AutomationPorts } from './automation.ports';
import { runsRepository } from './runs.repository';

export const ERASED_EXIT = 'Erased on request';

/**
 * A newsletter subscriber erased on request (docs/product.md, Newsletter subscriptions): the runs
 * their subscription started end, and those runs and their emails' delivery records keep their
 * counts under an erased address instead of theirs.
 */
export function newsletterErasureSubscriber(deps: AutomationPorts, now: () => Date) {
  return defineSubscriber({
    name: 'automation.newsletter-erased',
    on: ['newsletter.erased'],
    async handle(db, event) {
      const { subscriberId, emailHash } = event.payload;
      const address = erasedAddress(emailHash);
      const runIds = await runsRepository.forgetSubject(db, `newsletter:${subscriberId}`, address, ERASED_EXIT, now());
      await deps.mail.forgetRuns(
        db,
        runIds.map((id) => `run:${id}`),
        address,
      );
      return runIds.length;
    },
  });
}
