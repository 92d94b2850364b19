import { defineSubscriber } from '../../core/events/subscriber';
import { erasedAddress } from '../../lib/erased-address';
import { campaignMessagesRepository } from './campaign-messages.repository';

/**
 * A newsletter subscriber erased on request (docs/product.md, Newsletter subscriptions): the issues'
 * delivery records to their address keep the counts under an erased address (one not sent yet is
 * skipped). Only the hash arrives, so the rows are found by hashing the stored addresses.
 */
export const newsletterErasureSubscriber = defineSubscriber({
  name: 'campaigns.newsletter-erased',
  on: ['newsletter.erased'],
  handle: (db, event) =>
    campaignMessagesRepository.forgetNewsletterAddress(
      db,
      event.payload.emailHash,
      erasedAddress(event.payload.emailHash),
    ),
});
