import type { OwnershipFixture } from './ownership-fixture';

export const fixture: OwnershipFixture = {
  resource: 'contact',
  async create(t, ownerId) {
    const { contacts } = t.services.contacts;
    const made = await contacts.create(
      { userId: ownerId, isAdmin: false },
      { email: `owned.${ownerId}.${Date.now()}@example.com` },
    );
    return { params: { id: made.id } };
  },
};
