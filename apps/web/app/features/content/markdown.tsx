import { Anchor, List, Text, Title } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

const components: Components = {
  h1: ({ children }) => <Title order={2}>{children}</Title>,
  h2: ({ children }) => (
    <Title order={2} mt="xl" mb="sm">
      {children}
    </Title>
  ),
  h3: ({ children }) => (
    <Title order={3} mt="lg" mb="xs">
      {children}
    </Title>
  ),
  h4: ({ children }) => (
    <Title order={4} mt="md" mb="xs">
      {children}
    </Title>
  ),
  p: ({ children }) => (
    <Text mb="md" lh={1.7}>
      {children}
    </Text>
  ),
  ul: ({ children }) => (
    <List mb="md" spacing={6}>
      {children}
    </List>
  ),
  ol: ({ children }) => (
    <List type="ordered" mb="md" spacing={6}>
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    ),
};

/** Renders stored Markdown (FAQ, legal texts). Raw HTML in the source is not rendered. */
export function MarkdownText({ children }: { children: string }) {
  return (
    <div>
      <Markdown components={components} skipHtml>
        {children}
      </Markdown>
    </div>
  );
}
