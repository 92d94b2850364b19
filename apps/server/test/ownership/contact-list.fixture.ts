import type { OwnershipFixture } from './ownership-fixture';

export const fixture: OwnershipFixture = {
  resource: 'contact-list',
  async create(t, ownerId) {
    const made = await t.services.contacts.lists.create(
      { userId: ownerId, isAdmin: false },
      { name: `Owned ${Date.now()}` },
    );
    return { params: { id: made.id } };
  },
};
