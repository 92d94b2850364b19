import type { OwnershipFixture } from './ownership-fixture';

export const fixture: OwnershipFixture = {
  resource: 'contact-segment',
  async create(t, ownerId) {
    const made = await t.services.contacts.segments.create(
      { userId: ownerId, isAdmin: false },
      { name: `Owned ${Date.now()}`, match: 'all', rules: [{ kind: 'tag', op: 'has', tag: 'vip' }] },
    );
    return { params: { id: made.id } };
  },
};
