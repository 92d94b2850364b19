import { REFERRAL_LINK_LABELS, type ReferralLink } from '@meridian/contracts/referral-links';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconQrcode } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { copyText } from './copy-text';
import { CAMPAIGN_TAG_MAX, campaignTagError, taggedLink } from './link-url';

const COPIED_FOR_MS = 2500;
const count = (n: number) => n.toLocaleString('en-US');

export interface LinkCardProps {
  link: ReferralLink;
  /** Opens the QR code of the link with this (valid or empty) tag. */
  onQr: (tag: string) => void;
}

type TagClicks = ReferralLink['bySub'][number];

const TAG_COLUMNS: DataColumn<TagClicks>[] = [
  { title: 'Campaign tag', kind: 'main', cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.sub}</span> },
  { title: 'Clicks', numeric: true, cell: (row) => count(row.total) },
  { title: 'Last 30 days', numeric: true, cell: (row) => count(row.last30Days) },
];

function ClicksByTag({ link }: { link: ReferralLink }) {
  if (link.bySub.length === 0) return null;
  return (
    <DataTable
      label={`${REFERRAL_LINK_LABELS[link.kind]} clicks by campaign tag`}
      columns={TAG_COLUMNS}
      rowKey={(row) => row.sub}
      sort={{ column: 'Clicks', direction: 'descending', caption: 'Most clicked first' }}
      minWidth={300}
      rows={link.bySub}
      loading={false}
    />
  );
}

/** One referral link: the address to copy, its QR code, an optional campaign tag and its clicks. */
export function LinkCard({ link, onQr }: LinkCardProps) {
  const label = REFERRAL_LINK_LABELS[link.kind];
  const [tag, setTag] = useState('');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const tagError = campaignTagError(tag);
  const url = taggedLink(link.url, tag);

  useEffect(() => {
    if (copied === null) return undefined;
    const timer = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    setCopied((await copyText(url, input.current)) ? 'yes' : 'failed');
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`link-${link.kind}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={`link-${link.kind}`}>
            {label}
          </Title>
          <Text size="sm" c="dimmed" data-testid={`clicks-${link.kind}`}>
            <Text span fw={700} c="var(--mantine-color-text)">
              {count(link.clicks.total)}
            </Text>{' '}
            {link.clicks.total === 1 ? 'click' : 'clicks'} · {count(link.clicks.last30Days)} in the last 30 days
          </Text>
        </Group>
        <TextInput
          ref={input}
          label={`${label} link`}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <TextInput
          label="Campaign tag (optional)"
          description="Adds ?sub= to the link so you can tell where clicks came from."
          placeholder="e.g. spring-flyer"
          value={tag}
          maxLength={CAMPAIGN_TAG_MAX + 10}
          onChange={(event) => setTag(event.currentTarget.value)}
          error={tagError}
        />
        <Group gap="sm">
          <Button
            onClick={() => void copy()}
            leftSection={copied === 'yes' ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            color={copied === 'yes' ? 'teal.9' : undefined}
            disabled={tagError !== null}
            aria-label={`Copy the ${label} link`}
          >
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
          <Button
            variant="default"
            leftSection={<IconQrcode size={16} aria-hidden />}
            disabled={tagError !== null}
            onClick={() => onQr(tag.trim())}
            aria-label={`QR code of the ${label} link`}
          >
            QR code
          </Button>
          <Text size="sm" c={copied === 'failed' ? 'red.9' : 'teal.9'} role="status" aria-live="polite">
            {copied === 'yes'
              ? 'Copied to the clipboard.'
              : copied === 'failed'
                ? 'Copying is blocked here: the link is selected, press Ctrl+C (⌘C on a Mac).'
                : ''}
          </Text>
        </Group>
        <ClicksByTag link={link} />
      </Stack>
    </Paper>
  );
}
