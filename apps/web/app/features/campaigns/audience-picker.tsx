import { CAMPAIGN_LIMITS } from '@meridian/contracts/campaigns';
import { Fieldset, MultiSelect, TagsInput, Text } from '@mantine/core';
import { formatCount } from '../../lib/format';
import { AudienceSegment } from './audience-segment';
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
  /** The campaign's sender, whose segments may be chosen. */
  sender: { userId: number; own: boolean };
  segmentId: string;
  onSegmentId: (id: string) => void;
  segmentError?: string | null;
}

/** Who receives the campaign: contacts on any of the lists or with any of the tags, subscribed ones only. */
export function AudiencePicker(props: AudiencePickerProps) {
  const { lists, listIds, tags, onListIds, onTags, error, listsError } = props;
  return (
    <Fieldset
      legend="Audience"
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Text size="sm" c="dimmed" mb="xs">
        Contacts on any of these lists, with any of these tags or in the segment. Unsubscribed and bounced contacts are
        skipped.
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
      <AudienceSegment
        ownerId={props.sender.userId}
        own={props.sender.own}
        value={props.segmentId}
        onChange={props.onSegmentId}
        error={props.segmentError}
      />
    </Fieldset>
  );
}
