import type { OwnershipFixture } from './ownership-fixture';

export const fixture: OwnershipFixture = {
  resource: 'note',
  async create(t, ownerId) {
    const note = await t.services.notes.create(ownerId, {
      title: 'Call list',
      body: 'Ring the Tuesday leads',
      pinned: false,
    });
    return { params: { id: note.id } };
  },
};
