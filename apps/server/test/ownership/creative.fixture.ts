import type { OwnershipFixture } from './ownership-fixture';

export const fixture: OwnershipFixture = {
  resource: 'creative',
  async create(t, ownerId) {
    const made = await t.services.billboard.creatives.create(ownerId, {
      format: 'text',
      name: 'Spring offer',
      headline: 'Charting made simple',
      line: 'Try our charting tools free for 30 days.',
      targetUrl: 'https://advertiser.example/spring',
      startsAt: null,
      endsAt: null,
    });
    return { params: { id: made.id } };
  },
};
