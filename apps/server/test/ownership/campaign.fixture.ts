import { campaigns } from '../../src/modules/campaigns/campaigns.tables';
import type { OwnershipFixture } from './ownership-fixture';

/** A draft campaign of the owner (routes on `/api/v1/campaigns/:id`). */
export const fixture: OwnershipFixture = {
  resource: 'campaign',
  async create(t, ownerId) {
    const [row] = await t.database.db.orm
      .insert(campaigns)
      .values({
        ownerId,
        ownerName: 'Owner Sales',
        subject: 'Spring webinar invitation',
        html: '<p>Hello {{firstName|there}}</p>',
        text: 'Hello {{firstName|there}}',
        audience: { listIds: [], tags: ['vip'] },
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error('campaign fixture insert returned no row');
    return { params: { id: row.id } };
  },
};
