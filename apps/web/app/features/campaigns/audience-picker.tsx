import { CAMPAIGN_LIMITS } from '@meridian/contracts/campaigns';
import { Fieldset, MultiSelect, TagsInput, Text } from '@mantine/core';
import { formatCount } from '../../lib/format';
import type { AudienceListOption } from './contact-list-options';

interface AudiencePickerProps {
  lists: readonly AudienceListOption[];
  listIds: string[];
  tags: string[];
  onListIds: (ids: string[]) => void;
  onTags: (tags: string[]) => void;
  /** The audience's message (none chosen, too many, nobody subscribed). */
  error?: string | null;
  /** Lists could not be loaded: why, shown under the list field. */
  listsError?: string | null;
}

/** Who receives the campaign: contacts on any of the lists or with any of the tags, subscribed ones only. */
export function AudiencePicker({ lists, listIds, tags, onListIds, onTags, error, listsError }: AudiencePickerProps) {
  return (
    <Fieldset
      legend="Audience"
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Text size="sm" c="dimmed" mb="xs">
        Contacts on any of these lists or with any of these tags. Unsubscribed and bounced contacts are skipped.
      </Text>
      <MultiSelect
        label="Lists"
        placeholder={lists.length === 0 ? 'No lists yet' : 'Choose lists'}
        data={lists.map((list) => ({
          value: String(list.id),
          label: `${list.name} (${formatCount(list.contactCount)})`,
        }))}
        value={listIds}
        onChange={onListIds}
        maxValues={CAMPAIGN_LIMITS.lists}
        searchable
        clearable
        nothingFoundMessage="No list matches"
        error={error ?? listsError}
      />
      <TagsInput
        mt="sm"
        label="Tags"
        placeholder="Type a tag and press Enter"
        value={tags}
        onChange={onTags}
        maxTags={CAMPAIGN_LIMITS.tags}
        splitChars={[',']}
        clearable
        error={error ? true : undefined}
      />
    </Fieldset>
  );
}
