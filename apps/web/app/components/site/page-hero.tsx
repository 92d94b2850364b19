import { Box, Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-hero.module.css';

interface PageHeroProps {
  /** Small line above the title. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}

/** The top band of a public page: the page's one h1, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, lead, actions }: PageHeroProps) {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        {eyebrow ? (
          <Text className={classes.eyebrow} component="p">
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead ? (
          <Text size="lg" className={classes.lead} component="div">
            {lead}
          </Text>
        ) : null}
        {actions ? <Group mt="xl">{actions}</Group> : null}
      </Container>
    </Box>
  );
}
