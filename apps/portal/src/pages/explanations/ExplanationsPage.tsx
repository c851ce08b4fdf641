import type { MessageKey } from '@pulzus/core';
import { Card, PageTitle, useT } from '@pulzus/widgets';
import styled from 'styled-components';

const SECTIONS: readonly { title: MessageKey; body: MessageKey }[] = [
  { title: 'explanations-structure-title', body: 'explanations-structure-body' },
  { title: 'explanations-scale-title', body: 'explanations-scale-body' },
  { title: 'explanations-index-title', body: 'explanations-index-body' },
  { title: 'explanations-drivers-title', body: 'explanations-drivers-body' },
  { title: 'explanations-privacy-title', body: 'explanations-privacy-body' },
];

const Section = styled.section`
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0; max-inline-size: 75ch; }
`;

/** /explanations: the questionnaire, the 6-point scale and the indexes, in the current language (spec 1 §2). */
export function ExplanationsPage() {
  const { t } = useT();
  return (
    <Card aria-labelledby="explanations-title">
      <PageTitle id="explanations-title">{t('explanations-title')}</PageTitle>
      {SECTIONS.map((section) => (
        <Section key={section.title}>
          <h2>{t(section.title)}</h2>
          <p>{t(section.body)}</p>
        </Section>
      ))}
    </Card>
  );
}
