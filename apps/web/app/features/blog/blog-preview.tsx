import { Image, Modal, Title } from '@mantine/core';
import { BlogArticleBody } from './blog-article-body';

interface BlogPreviewProps {
  /** The body as readers will see it (rendered by the server); null: closed. */
  html: string | null;
  title: string;
  coverUrl: string | null;
  coverAlt: string;
  onClose: () => void;
}

/** The post as it will read, from the server's own rendering of the current draft. */
export function BlogPreview({ html, title, coverUrl, coverAlt, onClose }: BlogPreviewProps) {
  return (
    <Modal opened={html !== null} onClose={onClose} title="Preview" size="xl">
      <Title order={2} mb="md">
        {title || 'Untitled post'}
      </Title>
      {coverUrl ? <Image src={coverUrl} alt={coverAlt} radius="md" mb="md" /> : null}
      <BlogArticleBody html={html ?? ''} />
    </Modal>
  );
}
