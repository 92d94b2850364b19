import { listFaq, type FaqEntry } from '@meridian/contracts/content';
import { Accordion, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { RichHtml } from '../../features/content/rich-html';
import { EmptyState } from '../../components/site/empty-state';
import { PageHero } from '../../components/site/page-hero';
import { formatLongDate } from '../../lib/format';
import { pageHandle } from '../../lib/page-meta';
import { dataSource } from '../../lib/public-data';

export function loader({ context }: LoaderFunctionArgs) {
  return dataSource(context).read(listFaq);
}

export const handle = pageHandle(
  'Frequently Asked Questions',
  'Answers about webinar seats, payments and refunds, accounts, the affiliate program, advertising and email marketing.',
);

function groupByCategory(entries: FaqEntry[]): [string, FaqEntry[]][] {
  const groups = new Map<string, FaqEntry[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups.entries()];
}

/** The latest change to any published entry. */
function lastUpdated(entries: FaqEntry[]): string {
  return entries.reduce(
    (latest, entry) => (entry.updatedAt > latest ? entry.updatedAt : latest),
    entries[0]?.updatedAt ?? '',
  );
}

export default function FaqPage() {
  const entries = useLoaderData() as FaqEntry[];
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Frequently Asked Questions"
        lead="Quick answers about seats, payments, accounts and our programs. Can't find yours? Our support team replies within one business day."
      />
      <Container size="md" py={48}>
        {entries.length === 0 ? (
          <EmptyState icon={<IconHelpCircle />} title="No questions published yet">
            Our team is writing answers. Meanwhile, ask us directly on the{' '}
            <Anchor component={Link} to="/support">
              Support page
            </Anchor>
            .
          </EmptyState>
        ) : (
          <Stack gap={40}>
            <Text size="sm" c="dimmed">
              Last updated <time dateTime={lastUpdated(entries)}>{formatLongDate(lastUpdated(entries))}</time>
            </Text>
            {groupByCategory(entries).map(([category, items]) => (
              <section key={category} aria-label={category}>
                <Title order={2} size="h3" mb="md">
                  {category}
                </Title>
                <Accordion variant="separated" radius="md">
                  {items.map((item) => (
                    <Accordion.Item key={item.id} value={String(item.id)}>
                      <Accordion.Control>{item.question}</Accordion.Control>
                      <Accordion.Panel>
                        <RichHtml html={item.answerHtml} />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </section>
            ))}
            <Text>
              Still have a question?{' '}
              <Anchor component={Link} to="/support">
                Contact support
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to="/consultation">
                book a consultation
              </Anchor>
              .
            </Text>
          </Stack>
        )}
      </Container>
    </>
  );
}
