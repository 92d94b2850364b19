import { eq } from 'drizzle-orm';
import { automationSequences, automationVersions } from '../../src/modules/automation/automation.tables';
import type { OwnershipFixture } from './ownership-fixture';

/** A draft sequence of the owner with one version (routes on `/api/v1/automations/:id`). */
export const fixture: OwnershipFixture = {
  resource: 'automation',
  async create(t, ownerId) {
    const orm = t.database.db.orm;
    const [sequence] = await orm
      .insert(automationSequences)
      .values({ ownerId, ownerName: 'Owner Sales', name: 'Welcome series' })
      .returning({ id: automationSequences.id });
    if (!sequence) throw new Error('automation fixture insert returned no row');
    const [version] = await orm
      .insert(automationVersions)
      .values({
        sequenceId: sequence.id,
        number: 1,
        trigger: { type: 'contact.tag_added', tag: 'vip' },
        triggerType: 'contact.tag_added',
        steps: [{ kind: 'stop' }],
      })
      .returning({ id: automationVersions.id });
    await orm
      .update(automationSequences)
      .set({ versionId: version?.id ?? null })
      .where(eq(automationSequences.id, sequence.id));
    return { params: { id: sequence.id } };
  },
};
