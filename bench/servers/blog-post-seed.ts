/**
 * One published post in a fresh data folder, so `bench:lighthouse` can measure a post page
 * (docs/product.md, Blog: a post page is what search engines and share cards read).
 */
import type { RichTextNode } from '@meridian/contracts/rich-text';
import { openPglite } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { richTextToHtml } from '../../apps/server/src/lib/rich-text/render-rich-text';
import { blogRepository } from '../../apps/server/src/modules/blog/blog.repository';

export const BENCH_POST_SLUG = 'position-sizing-before-every-trade';

const paragraph = (text: string): RichTextNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string): RichTextNode => ({
  type: 'heading',
  attrs: { level: 2 },
  content: [{ type: 'text', text }],
});

const body: RichTextNode = {
  type: 'doc',
  content: [
    paragraph(
      'Most losing streaks are survivable. What ends trading accounts is one idea sized as if it could not fail. ' +
        'Position sizing is the decision you make before the entry, and it is the only one you fully control.',
    ),
    heading('Start from what you can lose'),
    paragraph(
      'Pick the share of the account you accept to lose on a single idea, usually one to two percent. On a ' +
        '$20,000 account at one percent, that is $200, whatever the market does next.',
    ),
    heading('Let the stop set the size'),
    paragraph(
      'Place the stop where the idea is proven wrong, not where the loss feels comfortable. If the entry is ' +
        '$50.00 and the stop $48.00, each share risks $2.00, so $200 buys 100 shares. A wider stop means fewer shares.',
    ),
    heading('Write it down before you click'),
    paragraph(
      'Entry, stop, risk per share, shares, and the total at risk: five numbers in your journal before every ' +
        'order. After fifty trades they tell you more about your edge than any indicator.',
    ),
  ],
};

/** Migrates the embedded database in `dataDir` and publishes the post; closes the database after. */
export async function seedBenchPost(dataDir: string): Promise<string> {
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
    const post = await blogRepository.insert(db.orm, {
      slug: BENCH_POST_SLUG,
      title: 'Position sizing before every trade',
      excerpt: 'Decide what you can lose before you decide what to buy: a worked example with real numbers.',
      body,
      bodyHtml: richTextToHtml(body),
      searchText: 'position sizing risk stop',
      tags: ['risk management'],
      authorName: 'Meridian Trading Academy',
      seoTitle: 'Position sizing, step by step',
      seoDescription: 'How much of your account to risk on one idea, and how to turn a stop into a share count.',
    });
    await blogRepository.update(db.orm, post.id, { publishedAt: new Date(), live: true }, new Date());
    return `/blog/${BENCH_POST_SLUG}`;
  } finally {
    await db.close();
  }
}
